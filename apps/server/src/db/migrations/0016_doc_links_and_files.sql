CREATE TABLE "doc_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"workspace_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_files_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "doc_links" (
	"source_doc_id" integer NOT NULL,
	"target_doc_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	CONSTRAINT "doc_links_source_doc_id_target_doc_id_pk" PRIMARY KEY("source_doc_id","target_doc_id")
);
--> statement-breakpoint
ALTER TABLE "doc_files" ADD CONSTRAINT "doc_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_files" ADD CONSTRAINT "doc_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_files" ADD CONSTRAINT "doc_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_links" ADD CONSTRAINT "doc_links_source_doc_id_docs_id_fk" FOREIGN KEY ("source_doc_id") REFERENCES "public"."docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_links" ADD CONSTRAINT "doc_links_target_doc_id_docs_id_fk" FOREIGN KEY ("target_doc_id") REFERENCES "public"."docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_links" ADD CONSTRAINT "doc_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_files_workspace_idx" ON "doc_files" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "doc_files_project_idx" ON "doc_files" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "doc_links_target_idx" ON "doc_links" USING btree ("target_doc_id");