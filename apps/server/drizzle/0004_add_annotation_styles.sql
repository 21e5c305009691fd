CREATE TABLE "annotation_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"color" text DEFAULT '#fab005' NOT NULL,
	"line_width" double precision DEFAULT 2 NOT NULL,
	"fill_opacity" double precision DEFAULT 0.2 NOT NULL,
	"marker" text DEFAULT 'pin' NOT NULL,
	"font_size" integer DEFAULT 14 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annotation_styles" ADD CONSTRAINT "annotation_styles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotation_styles_owner_idx" ON "annotation_styles" USING btree ("owner_id");