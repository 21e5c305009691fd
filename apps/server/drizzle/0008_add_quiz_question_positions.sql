ALTER TABLE "tour_quiz_passes" ADD COLUMN "question" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_quizzes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;