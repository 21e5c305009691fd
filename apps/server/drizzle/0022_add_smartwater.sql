CREATE TABLE "water_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"direction" text NOT NULL,
	"threshold" double precision NOT NULL,
	"value" double precision NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "water_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"oldsubproject_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_readings" (
	"sensor_id" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "water_readings_sensor_id_time_pk" PRIMARY KEY("sensor_id","time")
);
--> statement-breakpoint
CREATE TABLE "water_sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" text NOT NULL,
	"unit" text NOT NULL,
	"low" double precision,
	"high" double precision
);
--> statement-breakpoint
ALTER TABLE "water_alerts" ADD CONSTRAINT "water_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_alerts" ADD CONSTRAINT "water_alerts_sensor_id_water_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."water_sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_alerts" ADD CONSTRAINT "water_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_assets" ADD CONSTRAINT "water_assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_assets" ADD CONSTRAINT "water_assets_oldsubproject_id_oldsubprojects_id_fk" FOREIGN KEY ("oldsubproject_id") REFERENCES "public"."oldsubprojects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_readings" ADD CONSTRAINT "water_readings_sensor_id_water_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."water_sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_sensors" ADD CONSTRAINT "water_sensors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_sensors" ADD CONSTRAINT "water_sensors_asset_id_water_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."water_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "water_alerts_company_idx" ON "water_alerts" USING btree ("company_id","raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "water_alerts_one_open_idx" ON "water_alerts" USING btree ("sensor_id","direction") WHERE "water_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "water_assets_company_idx" ON "water_assets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "water_sensors_company_idx" ON "water_sensors" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "water_sensors_asset_idx" ON "water_sensors" USING btree ("asset_id");