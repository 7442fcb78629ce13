-- Issue 20, docs/decisions/040-search-index-in-memory.md, addendum "names in memory": the look
-- at both change logs (search_index_changes, search_names_changes) that rides in a plain
-- search's cards statement. Inline, its `tx >= $n` made every execution plan anew (a generic
-- plan assumes a third of the log, so PostgreSQL kept custom plans): 0.12-0.2 ms of planning
-- for 0.07 ms of work. As a function, its statements are planned once per connection, by the
-- index, and the cards statement around it settles on one generic plan.
-- STABLE: it reads the calling statement's snapshot, as the inline look did.
CREATE OR REPLACE FUNCTION souq_search_look(p_since bigint) RETURNS text
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET jit = off
AS $fn$
BEGIN
  RETURN json_build_object('xmin', pg_snapshot_xmin(pg_current_snapshot())::text,
    'changes', coalesce((SELECT json_agg(json_build_array(c.seq, c.product_id))
      FROM search_index_changes c WHERE c.tx >= p_since), '[]'::json),
    'names', coalesce((SELECT json_agg(json_build_array(n.seq, n.word))
      FROM search_names_changes n WHERE n.tx >= p_since), '[]'::json))::text;
END
$fn$;
