ALTER TABLE "analytics_events" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "analytics_events_id_seq" AS bigint;
