-- Search by title of groups, projects and important links (issue 19): their words, stored as the
-- titles of docs and logs are (0008), so a search reads an index, not every title of the workspace.
-- A link's own title, else its address; a link to a doc with no title of its own is found by the
-- doc's words (docs.search_title).
ALTER TABLE "groups" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name"))) STORED;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name"))) STORED;
--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold(coalesce(nullif("title", ''), "url", '')))) STORED;
--> statement-breakpoint
CREATE INDEX "groups_search_title_idx" ON "groups" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "projects_search_title_idx" ON "projects" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "links_search_title_idx" ON "links" USING gin ("search_title");
