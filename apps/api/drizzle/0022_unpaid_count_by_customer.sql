-- Issue 20, docs/decisions/036-cheaper-placing-in-postgresql.md: the unpaid cap's count
-- (souq_place_order, migration 0016) joined the customer's orders to their lines; its generic
-- plan, made while order_items was small or never analysed (PGlite; PostgreSQL with autovacuum
-- off), read every line of every order on every placement (~10% of PostgreSQL's CPU by the end
-- of a 10 s bench run), and with statistics it walks each unpaid order of the customer. Each
-- line now carries its order's customer, written by souq_place_order from the order row, and
-- an index on (customer_id, product_id) finds a customer's lines of a product directly. The
-- rest of the function is unchanged.
ALTER TABLE "order_items" ADD COLUMN "customer_id" text;
--> statement-breakpoint
UPDATE "order_items" AS i SET "customer_id" = o.customer_id FROM "orders" AS o WHERE o.id = i.order_id;
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "customer_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_items_customer_product_idx" ON "order_items" USING btree ("customer_id","product_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_place_order(
  p_order jsonb,
  p_items jsonb,
  p_payment_window_hours integer,
  p_unpaid_statuses text[],
  p_unpaid_cap integer
) RETURNS jsonb
LANGUAGE plpgsql AS $fn$
DECLARE
  placed orders;
  items jsonb;
  held jsonb;
  line record;
BEGIN
  -- The order row first: a concurrent duplicate (same customer and key) waits on the unique
  -- index here, before it counts unpaid units (which would include the first) or takes stock.
  INSERT INTO orders (customer_id, vendor_id, status, currency, subtotal_amount, delivery_fee,
    total_amount, payment_method, payment_status, payment_receipt, delivery_requested,
    delivery_address, customer_contact_info, notes, idempotency_key, request_hash, payment_due_at)
  SELECT r.customer_id, r.vendor_id, r.status, r.currency, r.subtotal_amount, r.delivery_fee,
    r.total_amount, r.payment_method, r.payment_status, r.payment_receipt, r.delivery_requested,
    r.delivery_address, r.customer_contact_info, r.notes, r.idempotency_key, r.request_hash,
    -- From the database clock, the one created_at and the lapse sweeper read.
    now() + make_interval(hours => p_payment_window_hours)
  FROM jsonb_populate_record(NULL::orders, p_order) AS r
  RETURNING * INTO placed;

  WITH inserted AS (
    INSERT INTO order_items (order_id, customer_id, product_id, variant_id, variant_name,
      position, product_snapshot, quantity, unit_price, total_price)
    SELECT placed.id, placed.customer_id, r.product_id, r.variant_id, r.variant_name, r.position,
      r.product_snapshot, r.quantity, r.unit_price, r.total_price
    FROM jsonb_populate_recordset(NULL::order_items, p_items) AS r
    RETURNING *
  )
  SELECT jsonb_agg(to_jsonb(i) || jsonb_build_object('unit_price', i.unit_price::text,
      'total_price', i.total_price::text) ORDER BY i.position)
  INTO items FROM inserted AS i;

  -- One customer's placements of a product one after the other (transaction-scoped advisory
  -- locks, in product order so two orders never wait crosswise), then the count: each statement
  -- of this function sees what committed before it began, so the count includes an order that
  -- held the lock a moment ago.
  PERFORM pg_advisory_xact_lock(hashtextextended('unpaid:' || placed.customer_id || ':' || k.id, 0))
  FROM (SELECT DISTINCT product_id::text AS id FROM order_items
        WHERE order_id = placed.id AND product_id IS NOT NULL) AS k
  ORDER BY k.id;

  -- The customer's lines of these products (order_items_customer_product_idx), whichever the
  -- planner knows of the tables' sizes, then their orders' status by key.
  SELECT jsonb_object_agg(h.product_id, h.units) INTO held
  FROM (
    SELECT oi.product_id, sum(oi.quantity)::int AS units
    FROM order_items AS oi JOIN orders AS o ON o.id = oi.order_id
    WHERE oi.customer_id = placed.customer_id
      AND oi.product_id = ANY (ARRAY(SELECT DISTINCT product_id FROM order_items
                                     WHERE order_id = placed.id AND product_id IS NOT NULL))
      AND o.status = ANY (p_unpaid_statuses) AND o.id <> placed.id
    GROUP BY oi.product_id
  ) AS h;

  IF EXISTS (
    SELECT 1 FROM order_items AS mine WHERE mine.order_id = placed.id
    GROUP BY mine.product_id
    HAVING coalesce((held ->> mine.product_id::text)::int, 0) + sum(mine.quantity) > p_unpaid_cap
  ) THEN
    RAISE EXCEPTION 'unpaid units over the cap'
      USING ERRCODE = 'SQ002', DETAIL = coalesce(held, '{}'::jsonb)::text;
  END IF;

  -- Stock: one conditional update per line, so two orders racing for the last unit cannot both
  -- win (the row lock serialises them, the condition re-checks). Rows are locked in one global
  -- order (variants, then products, by id) so two orders never deadlock.
  FOR line IN
    SELECT oi.product_id, oi.variant_id, oi.quantity FROM order_items AS oi
    WHERE oi.order_id = placed.id
    ORDER BY oi.variant_id IS NULL, coalesce(oi.variant_id, oi.product_id)::text
  LOOP
    IF line.variant_id IS NOT NULL THEN
      UPDATE product_variants SET stock_count = stock_count - line.quantity
      WHERE id = line.variant_id AND stock_count >= line.quantity;
    ELSE
      UPDATE products SET stock_count = stock_count - line.quantity
      WHERE id = line.product_id AND stock_count >= line.quantity;
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stock ran out'
        USING ERRCODE = 'SQ001',
          DETAIL = jsonb_build_object('product_id', line.product_id,
            'variant_id', line.variant_id)::text;
    END IF;
  END LOOP;

  INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, actor_role, note)
  VALUES (placed.id, NULL, placed.status, placed.customer_id, 'customer', 'created');

  RETURN jsonb_build_object(
    'order', to_jsonb(placed) || jsonb_build_object(
      'subtotal_amount', placed.subtotal_amount::text,
      'delivery_fee', placed.delivery_fee::text,
      'total_amount', placed.total_amount::text),
    'items', items);
END
$fn$;
