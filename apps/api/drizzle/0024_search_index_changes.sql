CREATE TABLE "search_index_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_index_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"tx" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_index_changes_tx_idx" ON "search_index_changes" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "search_index_changes_changed_at_idx" ON "search_index_changes" USING btree ("changed_at");--> statement-breakpoint
-- Issue 20, docs/decisions/040-search-index-in-memory.md. As in migration 0018, and besides:
-- the rewritten products are logged with the writing transaction's id, so each server's copy
-- of the index in memory reads them again; log rows older than an hour are removed here (a
-- server that has not looked for half an hour reads the whole index again).
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
  PERFORM souq_log_search_index_changes(ids);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_log_search_index_changes(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_index_changes (product_id, tx)
  SELECT id, pg_current_xact_id()::text::bigint FROM unnest(ids) AS u(id);
  DELETE FROM search_index_changes WHERE changed_at < clock_timestamp() - interval '1 hour';
END
$fn$;
--> statement-breakpoint
-- A deleted product's index rows go by cascade, which souq_refresh_search_index never sees.
CREATE OR REPLACE FUNCTION souq_search_index_of_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_log_search_index_changes(ARRAY(SELECT id FROM deleted_products));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_index_on_delete
AFTER DELETE ON products REFERENCING OLD TABLE AS deleted_products
FOR EACH STATEMENT EXECUTE FUNCTION souq_search_index_of_deleted();
