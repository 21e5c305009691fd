CREATE TABLE "floorplan_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"floorplan_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"scene" text,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "floorplan_markers" ADD CONSTRAINT "floorplan_markers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floorplan_markers" ADD CONSTRAINT "floorplan_markers_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "floorplan_markers_floorplan_idx" ON "floorplan_markers" USING btree ("floorplan_id");