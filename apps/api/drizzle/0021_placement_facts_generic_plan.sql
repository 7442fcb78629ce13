-- Issue 20, docs/decisions/036-cheaper-placing-in-postgresql.md. Two costs PostgreSQL paid on
-- every order, found with perf on `npm run bench -- --orders`:
--
-- 1. create-order's checks read (decision 032) was planned again on every order: a prepared
--    statement with parameters gets a custom plan for its first five runs and keeps custom
--    plans while the generic one is estimated dearer, and this one's is (`= ANY($4)` counts as
--    ten products, each with its image and options subqueries). Planning its four subqueries
--    took ~17% of PostgreSQL's CPU in the bench, more than running them. The same statement now
--    lives in this function, whose plans are generic (planned once per connection; a migration
--    or an ANALYZE that changes what the planner knows plans it again). Every lookup in it is by
--    key, through an index: without sequential scans, a plan made while a table was small (a
--    new shop, or a database never analysed: PGlite, or autovacuum off) stays right as it grows.
CREATE OR REPLACE FUNCTION souq_placement_facts(
  p_customer_id text,
  p_key text,
  p_vendor_id uuid,
  p_product_ids uuid[],
  p_variant_ids uuid[]
) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $fn$
BEGIN
  RETURN json_build_object(
    'earlier', (SELECT json_build_object('id', o.id, 'requestHash', o.request_hash)
                FROM orders o
                WHERE o.customer_id = p_customer_id AND o.idempotency_key = p_key
                LIMIT 1),
    'vendor', (SELECT json_build_object(
                 'id', v.id, 'vendorName', v.vendor_name, 'ownerUserId', v.owner_user_id,
                 'ownerEmail', u.email, 'isActive', v.is_active,
                 'shamcashAccount', v.shamcash_account,
                 'goldmastersAccount', v.goldmasters_account,
                 'latitude', v.latitude, 'longitude', v.longitude,
                 'deliveryRadiusKm', v.delivery_radius_km,
                 'deliveryFeeRule', v.delivery_fee_rule,
                 'paymentWindowHours', v.payment_window_hours)
               FROM vendor_profiles v LEFT JOIN "user" u ON u.id = v.owner_user_id
               WHERE v.id = p_vendor_id
               LIMIT 1),
    'products', (SELECT coalesce(json_agg(json_build_object(
                   'id', p.id, 'vendorId', p.vendor_id, 'name', p.name,
                   'description', p.description, 'basePrice', p.base_price::text,
                   'currency', p.currency, 'stockCount', p.stock_count,
                   'availabilityMode', p.availability_mode,
                   -- Offered only when the store offers it too (its own switches in settings).
                   'pickupAvailable', p.pickup_available AND v.offers_pickup,
                   'deliveryAvailable', p.delivery_available AND v.offers_delivery,
                   'paymentCod', p.payment_cash_on_delivery,
                   'paymentShamcash', p.payment_shamcash,
                   'paymentGoldmasters', p.payment_goldmasters,
                   -- Sold only while the product and its store are both shown.
                   'isListed', p.is_active AND v.is_active,
                   'imageUrl', (SELECT pi.image_url FROM product_images pi
                                WHERE pi.product_id = p.id
                                ORDER BY pi.sort_order, pi.created_at LIMIT 1),
                   -- As the web's hasVariants: options are variants with a size or a colour.
                   'hasOptions', EXISTS (SELECT 1 FROM product_variants pv
                                 WHERE pv.product_id = p.id
                                   AND (coalesce(trim(pv.size), '') <> ''
                                     OR coalesce(trim(pv.color), '') <> '')))), '[]')
                 FROM products p JOIN vendor_profiles v ON v.id = p.vendor_id
                 WHERE p.id = ANY (p_product_ids)),
    'variants', (SELECT coalesce(json_agg(json_build_object(
                   'id', pv.id, 'productId', pv.product_id, 'size', pv.size,
                   'color', pv.color, 'priceAdjustment', pv.price_adjustment::text,
                   'stockCount', pv.stock_count)), '[]')
                 FROM product_variants pv
                 WHERE pv.id = ANY (p_variant_ids)));
END
$fn$;
--> statement-breakpoint
-- 2. Every stock update recomputed the products' generated search columns (souq_normalize_ar
--    of the name and of a description of up to 5,000 characters): PostgreSQL skips generated
--    columns whose inputs an UPDATE does not touch only when the table has no BEFORE UPDATE row
--    trigger, and products had one (store_active follows the store, migration 0014). It stays
--    a BEFORE trigger on insert; on update it becomes an AFTER trigger that corrects
--    store_active when a write set it apart from the store's (a product moved to another store,
--    or store_active written by hand), so an order's stock update fires nothing before it.
DROP TRIGGER products_store_active_on_write ON products;
--> statement-breakpoint
CREATE TRIGGER products_store_active_on_insert
BEFORE INSERT ON products
FOR EACH ROW EXECUTE FUNCTION souq_product_store_active();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_product_store_active_after_update() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  -- Only when it differs: the correcting update fires this trigger once more, and stops there.
  UPDATE products p
  SET store_active = coalesce((SELECT v.is_active FROM vendor_profiles v WHERE v.id = p.vendor_id), false)
  WHERE p.id = NEW.id
    AND p.store_active IS DISTINCT FROM
        coalesce((SELECT v.is_active FROM vendor_profiles v WHERE v.id = p.vendor_id), false);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_store_active_on_update
AFTER UPDATE OF vendor_id, store_active ON products
FOR EACH ROW WHEN (OLD.vendor_id IS DISTINCT FROM NEW.vendor_id
  OR OLD.store_active IS DISTINCT FROM NEW.store_active)
EXECUTE FUNCTION souq_product_store_active_after_update();
