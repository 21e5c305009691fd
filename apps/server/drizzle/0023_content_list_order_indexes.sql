DROP INDEX "bims_subproject_idx";--> statement-breakpoint
DROP INDEX "cloud_children_subproject_idx";--> statement-breakpoint
DROP INDEX "clouds_subproject_idx";--> statement-breakpoint
DROP INDEX "floorplans_subproject_idx";--> statement-breakpoint
DROP INDEX "forms_subproject_idx";--> statement-breakpoint
DROP INDEX "geojsons_subproject_idx";--> statement-breakpoint
DROP INDEX "grouptours_subproject_idx";--> statement-breakpoint
DROP INDEX "maps_subproject_idx";--> statement-breakpoint
DROP INDEX "panoramas_subproject_idx";--> statement-breakpoint
DROP INDEX "stories_subproject_idx";--> statement-breakpoint
DROP INDEX "threeds_subproject_idx";--> statement-breakpoint
DROP INDEX "tours_subproject_idx";--> statement-breakpoint
DROP INDEX "videos360_subproject_idx";--> statement-breakpoint
CREATE INDEX "bims_order_idx" ON "bims" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "cloud_children_order_idx" ON "cloud_children" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "clouds_order_idx" ON "clouds" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "floorplans_order_idx" ON "floorplans" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "forms_order_idx" ON "forms" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "geojsons_order_idx" ON "geojsons" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "grouptours_order_idx" ON "grouptours" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "maps_order_idx" ON "maps" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "panoramas_order_idx" ON "panoramas" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "stories_order_idx" ON "stories" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "threeds_order_idx" ON "threeds" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "tours_order_idx" ON "tours" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "videos360_order_idx" ON "videos360" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "bims_subproject_idx" ON "bims" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "cloud_children_subproject_idx" ON "cloud_children" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "clouds_subproject_idx" ON "clouds" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "floorplans_subproject_idx" ON "floorplans" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "forms_subproject_idx" ON "forms" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "geojsons_subproject_idx" ON "geojsons" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "grouptours_subproject_idx" ON "grouptours" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "maps_subproject_idx" ON "maps" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "panoramas_subproject_idx" ON "panoramas" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "stories_subproject_idx" ON "stories" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "threeds_subproject_idx" ON "threeds" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "tours_subproject_idx" ON "tours" USING btree ("oldsubproject_id","order","id");--> statement-breakpoint
CREATE INDEX "videos360_subproject_idx" ON "videos360" USING btree ("oldsubproject_id","order","id");