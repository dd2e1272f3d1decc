-- Later issues need exclusion constraints over (table, tstzrange); btree_gist lets them mix = and &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;
