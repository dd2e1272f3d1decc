-- The change feed keeps each row's data as the JSON text the server wrote (compact, as JSON.stringify made it): a pull page is
-- then built by concatenating text, where jsonb had to render every row again (some 40% of a page's cost, and 6% more bytes).
ALTER TABLE "sync_changes" ALTER COLUMN "data" SET DATA TYPE json USING "data"::json;
