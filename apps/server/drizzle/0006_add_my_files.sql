CREATE TABLE "myfiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"folder" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" integer NOT NULL,
	"thumbnail_file_id" integer,
	"view" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "myfiles" ADD CONSTRAINT "myfiles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "myfiles" ADD CONSTRAINT "myfiles_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "myfiles" ADD CONSTRAINT "myfiles_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "myfiles_owner_folder_idx" ON "myfiles" USING btree ("owner_id","folder");