-- Typo tolerance (issue 19): the words of each workspace's docs and logs, for pg_trgm to find the
-- ones a mistyped word resembles. Filled from the search columns after the fact
-- (modules/search/search-spelling.repository.ts), never inside a save.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_words" (
  "workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "word" text COLLATE "C" NOT NULL,
  PRIMARY KEY ("workspace_id", "word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Up to when the words of saved docs and logs are in search_words: one row, once first read.
CREATE TABLE "search_words_read" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "up_to" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX "docs_updated_at_idx" ON "docs" ("updated_at");
--> statement-breakpoint
CREATE INDEX "doc_contents_updated_at_idx" ON "doc_contents" ("updated_at");
--> statement-breakpoint
CREATE INDEX "logs_changed_at_idx" ON "logs" ((coalesce("edition_date", "created_at")));
