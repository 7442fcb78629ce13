CREATE TABLE "search_postings" (
	"token_id" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"in_name" boolean NOT NULL,
	"in_description" boolean NOT NULL,
	"name_positions" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_length" integer NOT NULL,
	"name_tokens" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_products" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"category_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"name_length" integer NOT NULL,
	"name_tokens" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_vocabulary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_product_idx" ON "search_postings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_products_vendor_idx" ON "search_products" USING btree ("vendor_id","product_id","created_at","name_length","name_tokens");--> statement-breakpoint
CREATE INDEX "search_products_category_idx" ON "search_products" USING btree ("category_id","product_id","created_at","name_length","name_tokens");--> statement-breakpoint
CREATE UNIQUE INDEX "search_vocabulary_token_md5_idx" ON "search_vocabulary" USING btree (md5("token"));--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("token" gin_trgm_ops);--> statement-breakpoint
-- One index answers a search word's postings with everything the ranking reads (index-only).
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_pkey" PRIMARY KEY ("token_id", "product_id")
  INCLUDE ("in_name", "in_description", "name_positions", "created_at", "name_length", "name_tokens");--> statement-breakpoint
-- A product's tokens: its normalised name and description split on spaces (normalised text has
-- single spaces only, so a LIKE or word-start regex on the text holds exactly when it holds on
-- one token), where each occurs, and the positions 0-30 of name tokens as bits (phrase and
-- prefix ranks compare the query's words with the name's first tokens).
CREATE OR REPLACE FUNCTION souq_search_tokens(name_search text, description_search text)
RETURNS TABLE (token text, in_name boolean, in_description boolean, name_positions integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT t.token, bool_or(t.field = 'n'), bool_or(t.field = 'd'),
    coalesce(bit_or(CASE WHEN t.field = 'n' AND t.pos <= 31 THEN 1 << (t.pos::int - 1) END), 0)
  FROM (
    SELECT 'n' AS field, u.token, u.pos
    FROM unnest(string_to_array(name_search, ' ')) WITH ORDINALITY AS u(token, pos)
    UNION ALL
    SELECT 'd', u.token, u.pos
    FROM unnest(string_to_array(description_search, ' ')) WITH ORDINALITY AS u(token, pos)
  ) t
  WHERE t.token <> ''
  GROUP BY t.token
$fn$;
--> statement-breakpoint
-- Rewrites the index rows of some products from their current state: removed, then written
-- again if the product is listed (active, of an active store). Planned on every call: a plan
-- cached while the vocabulary was nearly empty (sequential scans, nested loops) took minutes
-- for a bulk insert of 5,000 products once it had grown.
CREATE OR REPLACE FUNCTION souq_refresh_search_index(ids uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $fn$
BEGIN
  DELETE FROM search_postings WHERE product_id = ANY (ids);
  DELETE FROM search_products WHERE product_id = ANY (ids);
  -- Tokens are split twice (vocabulary, then postings): cheaper than a temporary table per call.
  INSERT INTO search_vocabulary (token)
  SELECT DISTINCT t.token
  FROM products p
  CROSS JOIN LATERAL souq_search_tokens(p.name_search, p.description_search) t
  WHERE p.id = ANY (ids) AND p.is_active AND p.store_active
  ON CONFLICT ((md5(token))) DO NOTHING;
  INSERT INTO search_postings (token_id, product_id, in_name, in_description, name_positions,
    created_at, name_length, name_tokens)
  SELECT v.id, p.id, t.in_name, t.in_description, t.name_positions, p.created_at,
    char_length(p.name_search), coalesce(array_length(string_to_array(p.name_search, ' '), 1), 0)
  FROM products p
  CROSS JOIN LATERAL souq_search_tokens(p.name_search, p.description_search) t
  JOIN search_vocabulary v ON md5(v.token) = md5(t.token) AND v.token = t.token
  WHERE p.id = ANY (ids) AND p.is_active AND p.store_active;
  INSERT INTO search_products (product_id, vendor_id, category_id, created_at, name_length,
    name_tokens)
  SELECT p.id, p.vendor_id, p.category_id, p.created_at, char_length(p.name_search),
    coalesce(array_length(string_to_array(p.name_search, ' '), 1), 0)
  FROM products p
  WHERE p.id = ANY (ids) AND p.is_active AND p.store_active;
END
$fn$;
--> statement-breakpoint
-- Inserts, one statement at a time (a bulk load indexes its products in one pass).
CREATE OR REPLACE FUNCTION souq_search_index_of_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_refresh_search_index(ARRAY(SELECT id FROM inserted_products));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_index_on_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION souq_search_index_of_inserted();
--> statement-breakpoint
-- Updates, row by row and only when something the index holds changes: stock and card updates
-- on every order stay cheap. A store's activity reaches its products' store_active (migration
-- 0014), and so this trigger; deletes cascade.
CREATE OR REPLACE FUNCTION souq_search_index_of_updated() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_refresh_search_index(ARRAY[NEW.id]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_index_on_update
AFTER UPDATE OF name, description, is_active, store_active, vendor_id, category_id, created_at
ON products
FOR EACH ROW WHEN (
  OLD.name_search IS DISTINCT FROM NEW.name_search
  OR OLD.description_search IS DISTINCT FROM NEW.description_search
  OR OLD.is_active IS DISTINCT FROM NEW.is_active
  OR OLD.store_active IS DISTINCT FROM NEW.store_active
  OR OLD.vendor_id IS DISTINCT FROM NEW.vendor_id
  OR OLD.category_id IS DISTINCT FROM NEW.category_id
  OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION souq_search_index_of_updated();
--> statement-breakpoint
SELECT souq_refresh_search_index(ARRAY(SELECT id FROM products WHERE is_active AND store_active));
