CREATE TABLE "vendor_account_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"changed_by_user_id" text,
	"field" varchar(40) NOT NULL,
	"old_value" varchar(60),
	"new_value" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"reason" varchar(500),
	"decided_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" varchar(64);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" varchar(20) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "status" varchar(20) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "status_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "applied_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "offers_pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "offers_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "closed_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
-- Hand-written backfill: rows written by the previous release keep what shoppers saw. A
-- hidden product becomes a draft, a hidden store a suspended one; a store's application date
-- is the day it was created. Runs before the checks that tie is_active to status.
UPDATE "products" SET "status" = 'draft' WHERE NOT "is_active";--> statement-breakpoint
UPDATE "vendor_profiles" SET "status" = 'suspended' WHERE NOT "is_active";--> statement-breakpoint
UPDATE "vendor_profiles" SET "applied_at" = "created_at";--> statement-breakpoint
ALTER TABLE "vendor_account_changes" ADD CONSTRAINT "vendor_account_changes_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_account_changes" ADD CONSTRAINT "vendor_account_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_status_changes" ADD CONSTRAINT "vendor_status_changes_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_status_changes" ADD CONSTRAINT "vendor_status_changes_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_account_changes_vendor_idx" ON "vendor_account_changes" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_status_changes_vendor_idx" ON "vendor_status_changes" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_vendor_sku_idx" ON "products" USING btree ("vendor_id","sku") WHERE sku is not null;--> statement-breakpoint
CREATE INDEX "products_vendor_updated_idx" ON "products" USING btree ("vendor_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_profiles_status_applied_idx" ON "vendor_profiles" USING btree ("status","applied_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('active', 'draft', 'archived'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_active_is_status" CHECK ("products"."is_active" = ("products"."status" = 'active'));--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_status" CHECK ("vendor_profiles"."status" in ('pending', 'active', 'suspended', 'rejected'));--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_active_is_status" CHECK ("vendor_profiles"."is_active" = ("vendor_profiles"."status" = 'active'));