CREATE TABLE "billing_customers" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"vat_number" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer
);
--> statement-breakpoint
CREATE TABLE "billing_history" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"had_trial" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_sub_id" text NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"nb_seats" integer NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"pending_plan" text,
	"pending_cycle" text,
	"pending_seats" integer,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_provider_sub_id_unique" UNIQUE("provider_sub_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_clocks" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sandbox_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"object_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_invoice_id");