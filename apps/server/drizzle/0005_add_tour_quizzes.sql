CREATE TABLE "tour_quiz_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"scene_id" text NOT NULL,
	"user_id" integer,
	"visitor" text,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"scene_id" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_quiz_passes" ADD CONSTRAINT "tour_quiz_passes_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_quiz_passes" ADD CONSTRAINT "tour_quiz_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_quizzes" ADD CONSTRAINT "tour_quizzes_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_quiz_passes_user_idx" ON "tour_quiz_passes" USING btree ("tour_id","user_id");--> statement-breakpoint
CREATE INDEX "tour_quiz_passes_visitor_idx" ON "tour_quiz_passes" USING btree ("tour_id","visitor");--> statement-breakpoint
CREATE INDEX "tour_quizzes_tour_idx" ON "tour_quizzes" USING btree ("tour_id","scene_id");