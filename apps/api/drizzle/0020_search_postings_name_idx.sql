-- Issue 20, docs/decisions/031-search-postings.md "Name postings": a token that can only count
-- in a name (a typo's correction, a stem, a plural, another script's spelling) reads only its
-- name postings. "سامسونج", the correction of "سامسونق", is in 24,000 descriptions and 3,800
-- names: through the primary key a search read all 27,800 postings and dropped six in seven.
-- Index-only like the primary key: it carries everything a name posting's flags and ranking
-- read (in_name holds on every entry; in_description is not read for name postings).
CREATE INDEX "search_postings_name_idx" ON "search_postings" ("token_id", "product_id")
  INCLUDE ("name_positions", "created_at", "name_length", "name_tokens") WHERE "in_name";
