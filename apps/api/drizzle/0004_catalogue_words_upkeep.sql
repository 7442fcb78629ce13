-- The typo-correction vocabulary (catalogue_words, migration 0003) follows product and vendor
-- names: every word of 4+ letters of a normalised name, without surrounding punctuation. Words are
-- only added, never removed: a word no product uses any more is harmless (a correction to it
-- matches nothing) and removing it would need a count per word on every write.
CREATE OR REPLACE FUNCTION souq_name_words(name_search text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT DISTINCT word
  FROM unnest(string_to_array(name_search, ' ')) AS part,
       regexp_replace(part, '^[^[:alnum:]]+|[^[:alnum:]]+$', '', 'g') AS word
  WHERE char_length(word) >= 4
$fn$;
--> statement-breakpoint
-- Inserts, one statement at a time (a bulk load of 100,000 products adds its words once).
CREATE OR REPLACE FUNCTION souq_catalogue_words_of_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO catalogue_words (word)
  SELECT DISTINCT souq_name_words(name_search) FROM inserted_products
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_words_on_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION souq_catalogue_words_of_inserted();
--> statement-breakpoint
-- Renames, row by row (only when the name changes: stock updates on every order stay cheap).
CREATE OR REPLACE FUNCTION souq_catalogue_words_of_renamed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO catalogue_words (word)
  SELECT souq_name_words(NEW.name_search)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_words_on_rename
AFTER UPDATE OF name ON products
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION souq_catalogue_words_of_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_catalogue_words_of_inserted_vendors() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO catalogue_words (word)
  SELECT DISTINCT souq_name_words(name_search) FROM inserted_vendors
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_catalogue_words_on_insert
AFTER INSERT ON vendor_profiles REFERENCING NEW TABLE AS inserted_vendors
FOR EACH STATEMENT EXECUTE FUNCTION souq_catalogue_words_of_inserted_vendors();
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_catalogue_words_on_rename
AFTER UPDATE OF vendor_name ON vendor_profiles
FOR EACH ROW WHEN (OLD.vendor_name IS DISTINCT FROM NEW.vendor_name)
EXECUTE FUNCTION souq_catalogue_words_of_renamed();
--> statement-breakpoint
INSERT INTO catalogue_words (word)
SELECT DISTINCT souq_name_words(name_search) FROM products
UNION
SELECT DISTINCT souq_name_words(name_search) FROM vendor_profiles
ON CONFLICT DO NOTHING;
