ALTER TABLE "vendor_profiles" ADD COLUMN "delivery_fee_rule" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" varchar(20) DEFAULT 'awaiting_check' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_note" varchar(500);--> statement-breakpoint
-- Hand-written backfill: orders placed by the previous release get the payment status their
-- method and status imply (packages/domain/src/payment-status.ts derivedPaymentStatus): a wallet
-- order the store moved past pending had its receipt accepted; cash is paid once delivered; a
-- cancelled order took no money. Stores keep no fee rule (null): their fee stays unknown.
UPDATE "orders" SET "payment_status" = CASE
  WHEN "status" = 'cancelled' THEN 'void'
  WHEN "payment_method" <> 'cod' AND "status" = 'pending' THEN 'awaiting_check'
  WHEN "payment_method" <> 'cod' THEN 'confirmed'
  WHEN "status" IN ('delivered', 'refunded') THEN 'paid'
  ELSE 'due_on_delivery'
END;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('awaiting_check','confirmed','rejected','due_on_delivery','paid','void'));