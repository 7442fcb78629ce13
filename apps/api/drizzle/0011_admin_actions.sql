CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" text,
	"admin_email" varchar(254) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" uuid,
	"target_label" varchar(200),
	"reason" varchar(500),
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Decisions on stores made before the log existed join it: who (by account), what, why, when.
-- A move back from 'suspended' is a reinstatement; the owner's own resubmissions are no admin's.
INSERT INTO "admin_actions" ("admin_user_id", "admin_email", "action", "target_type", "target_id", "target_label", "reason", "created_at")
SELECT c."decided_by_user_id", u."email",
       CASE c."status" WHEN 'rejected' THEN 'store.reject' WHEN 'suspended' THEN 'store.suspend'
         ELSE CASE WHEN c."previous" = 'suspended' THEN 'store.reinstate' ELSE 'store.approve' END END,
       'store', c."vendor_id", v."vendor_name", c."reason", c."created_at"
FROM (
  SELECT *, lag("status") OVER (PARTITION BY "vendor_id" ORDER BY "created_at", "id") AS "previous"
  FROM "vendor_status_changes"
) AS c
JOIN "user" AS u ON u."id" = c."decided_by_user_id"
JOIN "vendor_profiles" AS v ON v."id" = c."vendor_id"
WHERE c."status" IN ('active', 'rejected', 'suspended')
  AND c."decided_by_user_id" IS DISTINCT FROM v."owner_user_id";
