CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id","vendor_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("base_price","id","vendor_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("name_search" collate "C","id","vendor_id") WHERE is_active;