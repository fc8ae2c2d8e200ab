-- Page history (issue 20): each doc's versions, as the Yjs changes from the version before, and
-- what the saves since the latest version hold (since when, by whom) until the next version.
CREATE TABLE "doc_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" "bytea" NOT NULL,
	"snapshot" "bytea" NOT NULL,
	"author_ids" integer[] DEFAULT '{}' NOT NULL,
	"words_added" integer DEFAULT 0 NOT NULL,
	"words_removed" integer DEFAULT 0 NOT NULL,
	"restored_from" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "doc_contents" ADD COLUMN "unversioned_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doc_contents" ADD COLUMN "unversioned_authors" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_doc_id_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_versions_doc_idx" ON "doc_versions" USING btree ("doc_id","id");--> statement-breakpoint
CREATE INDEX "doc_versions_created_at_idx" ON "doc_versions" USING btree ("created_at");--> statement-breakpoint
-- The docs whose unversioned saves have gone quiet: what the history sweep looks for.
CREATE INDEX "doc_contents_unversioned_idx" ON "doc_contents" ("updated_at") WHERE "unversioned_since" IS NOT NULL;
