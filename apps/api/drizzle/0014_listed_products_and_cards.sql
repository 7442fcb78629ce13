-- Issue 20, docs/decisions/023-listed-products-and-cards.md: shoppers' lists are cut from one
-- partial index (no join to the store per row) and served as ready JSON text.
CREATE TABLE "product_cards" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
DROP INDEX "products_active_currency_price_idx";--> statement-breakpoint
DROP INDEX "products_active_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "store_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Products of stores that are not active (pending, suspended, rejected) are not listed.
UPDATE "products" p SET "store_active" = false
FROM "vendor_profiles" v WHERE v.id = p.vendor_id AND NOT v.is_active;--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_listed_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE is_active and store_active;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("base_price","id") WHERE is_active and store_active;--> statement-breakpoint
CREATE INDEX "products_listed_currency_price_idx" ON "products" USING btree ("currency","base_price","id") WHERE is_active and store_active;--> statement-breakpoint
CREATE INDEX "products_listed_name_idx" ON "products" USING btree ("name_search" collate "C","id") WHERE is_active and store_active;--> statement-breakpoint
CREATE INDEX "products_listed_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id") WHERE is_active and store_active;--> statement-breakpoint
CREATE INDEX "products_listed_vendor_created_idx" ON "products" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id") WHERE is_active and store_active;--> statement-breakpoint
-- store_active follows the store: set from it when a product is written to a store, and
-- copied to every product of a store whose is_active changes.
CREATE OR REPLACE FUNCTION souq_product_store_active() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.store_active := coalesce((SELECT is_active FROM vendor_profiles WHERE id = NEW.vendor_id), false);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_store_active_on_write
BEFORE INSERT OR UPDATE OF vendor_id, store_active ON products
FOR EACH ROW EXECUTE FUNCTION souq_product_store_active();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_store_active_to_products() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE products SET store_active = NEW.is_active WHERE vendor_id = NEW.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_store_active_to_products
AFTER UPDATE OF is_active ON vendor_profiles
FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION souq_store_active_to_products();
--> statement-breakpoint
-- A product's card: the spec's Product object as compact JSON, keys in the order the API has
-- always written them (modules/catalogue/mappers.ts toProduct, which a test holds it to).
-- Money is numeric(14,2); as float8 it prints like JavaScript prints the same number.
CREATE OR REPLACE FUNCTION souq_refresh_product_cards(ids uuid[]) RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO product_cards AS pc (product_id, card)
  SELECT p.id, row_to_json(card)::text
  FROM products p
  JOIN vendor_profiles v ON v.id = p.vendor_id
  LEFT JOIN categories c ON c.id = p.category_id
  CROSS JOIN LATERAL (SELECT
    p.id, p.name, p.description, p.base_price::float8 AS base_price, p.currency, p.stock_count,
    c.name AS product_category, p.category_id, p.vendor_id,
    (SELECT row_to_json(vp) FROM (SELECT v.id, v.vendor_name) vp) AS vendor_profiles,
    (SELECT coalesce('[' || string_agg('{"image_url":' || to_json(i.image_url)::text || '}', ','
        ORDER BY i.sort_order, i.created_at, i.id) || ']', '[]')::json
      FROM product_images i WHERE i.product_id = p.id) AS product_images,
    (SELECT coalesce('[' || string_agg(row_to_json(va)::text, ','
        ORDER BY pv.created_at, pv.id) || ']', '[]')::json
      FROM product_variants pv
      CROSS JOIN LATERAL (SELECT pv.id, pv.size, pv.color,
        pv.price_adjustment::float8 AS price_adjustment, pv.stock_count) va
      WHERE pv.product_id = p.id) AS product_variants,
    p.delivery_available AND v.offers_delivery AS delivery_available,
    p.delivery_price::float8 AS delivery_price,
    p.pickup_available AND v.offers_pickup AS pickup_available,
    CASE p.availability_mode WHEN 'display_only' THEN 'display_only' ELSE 'for_sale' END
      AS availability_mode,
    p.payment_cash_on_delivery, p.payment_shamcash, p.payment_goldmasters,
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  ) card
  WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET card = excluded.card
  WHERE pc.card IS DISTINCT FROM excluded.card
$fn$;
--> statement-breakpoint
-- Statement-level, so a bulk load or a multi-line order refreshes each product once.
CREATE OR REPLACE FUNCTION souq_cards_of_products() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_refresh_product_cards(ARRAY(SELECT id FROM changed_products));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_cards_on_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_products();
--> statement-breakpoint
CREATE TRIGGER products_cards_on_update
AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_products();
--> statement-breakpoint
-- Images and variants: the products they belong to, before or after the change.
CREATE OR REPLACE FUNCTION souq_cards_of_parts() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_refresh_product_cards(ARRAY(SELECT DISTINCT product_id FROM changed_parts));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER product_images_cards_on_insert
AFTER INSERT ON product_images REFERENCING NEW TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_parts();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_on_update
AFTER UPDATE ON product_images REFERENCING NEW TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_parts();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_on_delete
AFTER DELETE ON product_images REFERENCING OLD TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_parts();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_on_insert
AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_parts();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_on_update
AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_parts();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_on_delete
AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_parts
FOR EACH STATEMENT EXECUTE FUNCTION souq_cards_of_parts();
--> statement-breakpoint
-- A store's name and fulfilment switches, and a category's name, are on its products' cards.
CREATE OR REPLACE FUNCTION souq_cards_of_store() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_refresh_product_cards(ARRAY(SELECT id FROM products WHERE vendor_id = NEW.id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_cards_on_update
AFTER UPDATE OF vendor_name, offers_delivery, offers_pickup ON vendor_profiles
FOR EACH ROW WHEN (
  OLD.vendor_name IS DISTINCT FROM NEW.vendor_name
  OR OLD.offers_delivery IS DISTINCT FROM NEW.offers_delivery
  OR OLD.offers_pickup IS DISTINCT FROM NEW.offers_pickup)
EXECUTE FUNCTION souq_cards_of_store();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_cards_of_category() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_refresh_product_cards(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER categories_cards_on_rename
AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION souq_cards_of_category();
--> statement-breakpoint
SELECT souq_refresh_product_cards(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Fresh statistics for the new column and table: without them the planner misjudges how many
-- rows are listed and may scan the whole table for a search.
ANALYZE products;--> statement-breakpoint
ANALYZE product_cards;
