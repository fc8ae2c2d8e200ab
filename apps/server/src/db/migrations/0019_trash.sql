CREATE TABLE "trash_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"project_id" integer,
	"place" jsonb NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "trash_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "trash_id" integer;--> statement-breakpoint
ALTER TABLE "docs" ADD COLUMN "trash_id" integer;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "trash_id" integer;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "trash_id" integer;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_entries_workspace_idx" ON "trash_entries" USING btree ("workspace_id","deleted_at");--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at_idx" ON "trash_entries" USING btree ("deleted_at");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_trash_id_trash_entries_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_trash_id_trash_entries_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_trash_id_trash_entries_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_trash_id_trash_entries_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_trash_id_trash_entries_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "groups_trash_idx" ON "groups" USING btree ("trash_id");--> statement-breakpoint
CREATE INDEX "projects_trash_idx" ON "projects" USING btree ("trash_id");--> statement-breakpoint
CREATE INDEX "docs_trash_idx" ON "docs" USING btree ("trash_id");--> statement-breakpoint
CREATE INDEX "links_trash_idx" ON "links" USING btree ("trash_id");--> statement-breakpoint
CREATE INDEX "logs_trash_idx" ON "logs" USING btree ("trash_id");