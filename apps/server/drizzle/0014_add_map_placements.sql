CREATE TABLE "map_placements" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"oldsubproject_id" integer NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"level" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_placements_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "map_placements" ADD CONSTRAINT "map_placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_placements" ADD CONSTRAINT "map_placements_oldsubproject_id_oldsubprojects_id_fk" FOREIGN KEY ("oldsubproject_id") REFERENCES "public"."oldsubprojects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_placements_subproject_idx" ON "map_placements" USING btree ("oldsubproject_id");