-- Staff search (issue 7, decision 0040). pg_trgm (a contrib extension that PostgreSQL ships and
-- marks trusted since 13, so a database owner may create it; the embedded binaries include it)
-- indexes customer names for "contains" matches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Names folded for search, the same as @app/shared/search#foldSearchText: decomposed (NFD), the
-- combining marks (U+0300–U+036F: Vietnamese tones and vowel marks) removed, đ/Đ to d, lower case.
-- "Nguyễn Thị Lan", "NGUYEN THI LAN" and "nguyen thi lan" all fold to "nguyen thi lan". Only
-- immutable built-ins, so an index may be built on it (unaccent() is not immutable).
CREATE FUNCTION vn_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(regexp_replace(normalize($1, NFD), E'[\u0300-\u036f]', '', 'g'), 'đĐ', 'dD'));
