-- Issue 20, docs/decisions/031-search-postings.md, addendum "the resolve step as a function".
-- What a search word may mean (typo corrections from catalogue_words, the stores and
-- categories whose names hold it), the work of search-sql.ts resolveQuery, as one function call
-- per word. Its statements are planned once per connection (generic plans: the patterns are
-- parameters, which the trigram indexes take at run time) instead of on every search, and the
-- statement calling it has one text per number of words, so the API names it too.
--
-- The caller works out the patterns (search-sql.ts): p_contains is LIKE '%word%'; the word as
-- typed is p_exact_like (a long word, anywhere) or p_exact_regex (a short one, at a word start),
-- the other null; p_form_likes and p_form_regex are the forms' LIKEs and word-start regex.
-- A null pattern matches nothing, so each test below is one indexable branch.
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
    -- word; then those that are the word with two adjacent letters swapped. Ties keep the
    -- scan's order, as resolveQuery's did (its `order by distance, word` named its own output
    -- column `word`, the word's index): the same corrections as before.
    v_spellings := ARRAY(
      SELECT w.word FROM catalogue_words w
      WHERE p_text <% w.word AND w.word NOT LIKE p_contains
      ORDER BY p_text <<-> w.word
      LIMIT p_max_spellings
    ) || ARRAY(
      SELECT w.word FROM catalogue_words w WHERE w.word = ANY (p_swaps) ORDER BY w.word
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
