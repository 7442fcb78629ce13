-- Search support: trigram matching and one Arabic normalisation used by both the
-- generated search columns and the queries (mirrored by normalizeArabic in packages/domain).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_normalize_ar(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT btrim(regexp_replace(
    translate(lower(input), 'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'اااايهوي01234567890123456789'),
    '\s+', ' ', 'g'))
$fn$;
