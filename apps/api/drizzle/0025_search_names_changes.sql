CREATE TABLE "search_names_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_names_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"word" text,
	"tx" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_names_changes_tx_idx" ON "search_names_changes" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "search_names_changes_changed_at_idx" ON "search_names_changes" USING btree ("changed_at");--> statement-breakpoint
-- Issue 20, docs/decisions/040-search-index-in-memory.md, addendum "names in memory": each
-- server resolves search words from copies of catalogue_words, the active stores' names and the
-- categories' names, kept in step through this log as the products are through
-- search_index_changes (migration 0024). A row carries an added catalogue word, or no word:
-- read every name again. Rows older than an hour are removed here.
CREATE OR REPLACE FUNCTION souq_log_search_names_changes(words text[]) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_names_changes (word, tx)
  SELECT w.word, pg_current_xact_id()::text::bigint FROM unnest(words) AS w(word);
  DELETE FROM search_names_changes WHERE changed_at < clock_timestamp() - interval '1 hour';
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_search_names_of_added_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM added_words) THEN
    PERFORM souq_log_search_names_changes(ARRAY(SELECT word FROM added_words));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Any other write of the names: one row without a word (read them all again).
CREATE OR REPLACE FUNCTION souq_search_names_rewritten() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM souq_log_search_names_changes(ARRAY[NULL::text]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER catalogue_words_search_names_on_insert
AFTER INSERT ON catalogue_words REFERENCING NEW TABLE AS added_words
FOR EACH STATEMENT EXECUTE FUNCTION souq_search_names_of_added_words();
--> statement-breakpoint
CREATE TRIGGER catalogue_words_search_names_on_rewrite
AFTER UPDATE OR DELETE OR TRUNCATE ON catalogue_words
FOR EACH STATEMENT EXECUTE FUNCTION souq_search_names_rewritten();
--> statement-breakpoint
CREATE TRIGGER categories_search_names_on_write
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION souq_search_names_rewritten();
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_search_names_on_insert_or_delete
AFTER INSERT OR DELETE OR TRUNCATE ON vendor_profiles
FOR EACH STATEMENT EXECUTE FUNCTION souq_search_names_rewritten();
--> statement-breakpoint
-- Row by row, and only when what a search reads changes: a store's other writes stay cheap.
CREATE TRIGGER vendor_profiles_search_names_on_update
AFTER UPDATE ON vendor_profiles
FOR EACH ROW WHEN (OLD.name_search IS DISTINCT FROM NEW.name_search
  OR OLD.is_active IS DISTINCT FROM NEW.is_active)
EXECUTE FUNCTION souq_search_names_rewritten();
--> statement-breakpoint
-- souq_search_word (migration 0023) with its ties ordered, so that a copy in memory agrees.
CREATE OR REPLACE FUNCTION souq_search_word(
  p_text text,
  p_contains text,
  p_exact_like text,
  p_exact_regex text,
  p_form_likes text[],
  p_form_regex text,
  p_swaps text[],
  p_spellings boolean,
  p_vendors boolean,
  p_categories boolean,
  p_category_similar boolean,
  p_max_spellings integer,
  p_max_ids integer
) RETURNS TABLE (kind text, value text, exact boolean)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
-- As souq_placement_facts (migration 0021): a generic plan made while catalogue_words was small,
-- or never analysed, read every word with a scan that stays when it grows. Without sequential
-- scans only the handful of categories is read whole, and disabled scans' costs must not call
-- in JIT compilation (measured: ~100 ms per call).
SET enable_seqscan = off
SET jit = off
AS $fn$
DECLARE
  v_spellings text[] := '{}';
BEGIN
  -- A word the catalogue itself uses is no typo ("فستق" is pistachios, not a misspelt "فستان").
  IF p_spellings AND NOT EXISTS (SELECT 1 FROM catalogue_words known WHERE known.word = p_text) THEN
    -- Catalogue words within typo distance, closest first, leaving out those that contain the
    -- word; then those that are the word with two adjacent letters swapped. Ties go by code
    -- point (migration 0025; they kept the scan's order before), as the servers' copies of
    -- these names order them (search-index/names.ts).
    v_spellings := ARRAY(
      SELECT w.word FROM catalogue_words w
      WHERE p_text <% w.word AND w.word NOT LIKE p_contains
      ORDER BY p_text <<-> w.word, w.word COLLATE "C"
      LIMIT p_max_spellings
    ) || ARRAY(
      SELECT w.word FROM catalogue_words w WHERE w.word = ANY (p_swaps) ORDER BY w.word COLLATE "C"
    );
    RETURN QUERY SELECT 'spelling'::text, s.word, false FROM unnest(v_spellings) AS s(word);
  END IF;
  IF p_vendors THEN
    -- Active stores whose name holds the word, a form of it or a correction, exact ones first.
    -- One branch per test, each answered by the trigram index (an OR of them all, with the
    -- corrections' patterns coming from a list, would read every store).
    RETURN QUERY
    SELECT 'vendor'::text, found.id::text,
      coalesce(found.name_search ~ p_exact_regex, found.name_search LIKE p_exact_like)
    FROM (
      SELECT x.id, x.name_search FROM vendor_profiles x
      WHERE x.is_active AND x.name_search LIKE p_exact_like
      UNION
      SELECT x.id, x.name_search FROM vendor_profiles x
      WHERE x.is_active AND x.name_search ~ p_exact_regex
      UNION
      SELECT x.id, x.name_search FROM vendor_profiles x
      WHERE x.is_active AND x.name_search ~ p_form_regex AND x.name_search LIKE ANY (p_form_likes)
      UNION
      SELECT x.id, x.name_search FROM unnest(v_spellings) AS s(word)
      JOIN vendor_profiles x ON x.is_active
        AND x.name_search LIKE '%' || replace(replace(replace(s.word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    ) AS found
    ORDER BY 3 DESC, found.id
    LIMIT p_max_ids;
  END IF;
  IF p_categories THEN
    -- Categories (a handful of rows) whose name holds the word, or resembles it (`<%`).
    RETURN QUERY
    SELECT 'category'::text, found.id::text, found.exact FROM (
      SELECT c.id, coalesce(souq_normalize_ar(c.name) ~ p_exact_regex,
          souq_normalize_ar(c.name) LIKE p_exact_like) AS exact
      FROM categories c
      WHERE coalesce(souq_normalize_ar(c.name) ~ p_exact_regex,
          souq_normalize_ar(c.name) LIKE p_exact_like)
        OR (p_category_similar AND p_text <% souq_normalize_ar(c.name))
      ORDER BY 2 DESC, c.id
      LIMIT p_max_ids
    ) AS found;
  END IF;
END
$fn$;
