CREATE TABLE "cloud_pins" (
	"cloud_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"points" jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_pins" ADD CONSTRAINT "cloud_pins_cloud_id_clouds_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."clouds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurements_item_idx" ON "measurements" USING btree ("content","item_id");