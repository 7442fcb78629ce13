-- Issue 20, docs/decisions/023: an order's stock update rebuilt its product's whole card (with
-- its images and variants), ~1 ms of the order's ~3 ms in PostgreSQL. Updates of products and
-- variants are now row triggers that rewrite only the stock number on the card when nothing
-- else the card shows changed, and rebuild it otherwise (or when the number is not found).
DROP TRIGGER products_cards_on_update ON products;--> statement-breakpoint
DROP TRIGGER product_variants_cards_on_update ON product_variants;--> statement-breakpoint
-- The card with one number replaced by a pattern, or the whole card rebuilt if the pattern
-- finds nothing (a card written by another version, say): never a stale card.
CREATE OR REPLACE FUNCTION souq_set_card_stock(pid uuid, pattern text, stock integer) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  current_card text;
  next_card text;
BEGIN
  SELECT card INTO current_card FROM product_cards WHERE product_id = pid;
  next_card := regexp_replace(current_card, pattern, '\1' || stock);
  IF current_card IS NULL OR next_card = current_card THEN
    PERFORM souq_refresh_product_cards(ARRAY[pid]);
  ELSE
    UPDATE product_cards SET card = next_card WHERE product_id = pid;
  END IF;
END
$fn$;
--> statement-breakpoint
-- The product's own "stock_count" is the first on its card: it comes before the variants, and
-- inside a JSON string a quote is escaped, so no text can hold the pattern.
CREATE OR REPLACE FUNCTION souq_card_of_updated_product() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF (OLD.name, OLD.description, OLD.base_price, OLD.currency, OLD.category_id, OLD.vendor_id,
      OLD.delivery_available, OLD.delivery_price, OLD.pickup_available, OLD.availability_mode,
      OLD.payment_cash_on_delivery, OLD.payment_shamcash, OLD.payment_goldmasters, OLD.created_at)
     IS NOT DISTINCT FROM
     (NEW.name, NEW.description, NEW.base_price, NEW.currency, NEW.category_id, NEW.vendor_id,
      NEW.delivery_available, NEW.delivery_price, NEW.pickup_available, NEW.availability_mode,
      NEW.payment_cash_on_delivery, NEW.payment_shamcash, NEW.payment_goldmasters, NEW.created_at)
  THEN
    -- Status, store_active, sku and updated_at are not on the card.
    IF OLD.stock_count IS DISTINCT FROM NEW.stock_count THEN
      PERFORM souq_set_card_stock(NEW.id, '("stock_count":)-?[0-9]+', NEW.stock_count);
    END IF;
  ELSE
    PERFORM souq_refresh_product_cards(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_card_on_update
AFTER UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION souq_card_of_updated_product();
--> statement-breakpoint
-- A variant on the card is {"id":…,"size":…,"color":…,"price_adjustment":…,"stock_count":…}:
-- its stock is found after its own id, across its two strings (quotes escaped inside them).
CREATE OR REPLACE FUNCTION souq_card_of_updated_variant() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  json_text constant text := '(null|"([^"\\]|\\.)*")';
BEGIN
  IF (OLD.product_id, OLD.size, OLD.color, OLD.price_adjustment, OLD.created_at)
     IS NOT DISTINCT FROM
     (NEW.product_id, NEW.size, NEW.color, NEW.price_adjustment, NEW.created_at)
  THEN
    IF OLD.stock_count IS DISTINCT FROM NEW.stock_count THEN
      PERFORM souq_set_card_stock(
        NEW.product_id,
        '(\{"id":"' || NEW.id || '","size":' || json_text || ',"color":' || json_text
          || ',"price_adjustment":[^,]+,"stock_count":)-?[0-9]+',
        NEW.stock_count);
    END IF;
  ELSE
    PERFORM souq_refresh_product_cards(ARRAY[OLD.product_id, NEW.product_id]);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER product_variants_card_on_update
AFTER UPDATE ON product_variants
FOR EACH ROW EXECUTE FUNCTION souq_card_of_updated_variant();
