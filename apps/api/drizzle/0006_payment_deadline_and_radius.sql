ALTER TABLE "vendor_profiles" ADD COLUMN "payment_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pending_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'pending' and "orders"."payment_due_at" is not null;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_payment_window_range" CHECK ("vendor_profiles"."payment_window_hours" between 1 and 168);