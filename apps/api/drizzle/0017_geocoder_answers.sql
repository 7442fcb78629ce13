-- Issue 21: the geocoder's answers and limits are shared by every API process.
-- Both tables below hold state that is cheap to lose and written on requests (a geocoder or
-- sign-in request writes its bucket or counter; an upstream answer is kept): UNLOGGED skips
-- the write-ahead log and its flush at each commit, ~3.9 -> ~0.6 ms per write on the test
-- machine's PostgreSQL. After a database crash they come back empty: limits restart, answers
-- are asked again. Unlogged tables are not copied to replicas; both are read on the primary.
-- (drizzle-kit cannot express UNLOGGED; the schema in db/schema is otherwise the same.)
CREATE UNLOGGED TABLE "geocoder_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "geocoder_answers_expires_at_idx" ON "geocoder_answers" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_rate_limits" SET UNLOGGED;
