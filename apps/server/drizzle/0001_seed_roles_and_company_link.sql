-- SPEC §6: the three roles are product data, not demo data.
INSERT INTO "roles" ("id", "name", "type", "description") VALUES
  (3, 'Admin', 'admin', 'Everything, including impersonation'),
  (4, 'Authenticated', 'authenticated', 'A company member'),
  (5, 'Restricted', 'restricted', 'Files and annotation styles only')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null;
