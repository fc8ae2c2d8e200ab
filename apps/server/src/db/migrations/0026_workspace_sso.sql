CREATE TABLE "workspace_sso_providers" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"preset" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"domain" text NOT NULL,
	"domain_token" text NOT NULL,
	"domain_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_sso_providers" ADD CONSTRAINT "workspace_sso_providers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_sso_providers_verified_domain_key" ON "workspace_sso_providers" USING btree (lower("domain")) WHERE "workspace_sso_providers"."domain_verified_at" is not null;