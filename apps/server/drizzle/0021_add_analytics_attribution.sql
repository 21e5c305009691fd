ALTER TABLE "analytics_events" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "content_kind" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "content_id" integer;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "public_tour" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_company_created_idx" ON "analytics_events" USING btree ("company_id","created_at");