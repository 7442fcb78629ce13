CREATE TABLE "listing_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_version_one_row" CHECK ("listing_version"."id")
);
--> statement-breakpoint
-- Issue 20, docs/decisions/034-uncached-lists.md: a deep page may start from the sort keys an
-- earlier read found at its offset, but only while nothing changed which products are listed
-- or their order. Every such write raises this number in its own transaction, so a reader's
-- snapshot holds version n exactly when it holds the listing as it was at n.
INSERT INTO "listing_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_listing_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE listing_version SET version = version + 1;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Statement-level: a bulk load, a store's suspension or a category's removal is one raise.
-- Stock (orders) and the card's other fields change no list's members or order: no raise, and
-- no lock on this one row for buyers.
CREATE TRIGGER products_listing_on_insert_delete
AFTER INSERT OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION souq_listing_changed();
--> statement-breakpoint
CREATE TRIGGER products_listing_on_update
AFTER UPDATE OF id, vendor_id, category_id, name, base_price, currency, is_active, store_active,
  created_at ON products
FOR EACH STATEMENT EXECUTE FUNCTION souq_listing_changed();
--> statement-breakpoint
-- A category filter names a category by slug or name, resolved in the page query itself.
CREATE TRIGGER categories_listing_on_insert_delete
AFTER INSERT OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION souq_listing_changed();
--> statement-breakpoint
CREATE TRIGGER categories_listing_on_update
AFTER UPDATE OF id, slug, name, sort_order ON categories
FOR EACH STATEMENT EXECUTE FUNCTION souq_listing_changed();
