import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

export interface OverrideMenuLink {
  label: string;
  url?: string;
  children?: OverrideMenuLink[];
}

export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  title: text().notNull(),
  // SPEC §6: a company admin is a user whose e-mail is in this list.
  admins: text().array().notNull().default(sql`'{}'::text[]`),
  departments: jsonb().$type<string[]>().notNull().default([]),
  settings: jsonb().$type<{ start_at: string | null }>().notNull().default({ start_at: null }),
  issuesEnabled: boolean().notNull().default(true),
  chatEnabled: boolean().notNull().default(true),
  chatbotEnabled: boolean().notNull().default(false),
  floorplans: jsonb()
    .$type<{ enabled: boolean; structure: unknown; data: unknown }>()
    .notNull()
    .default({ enabled: false, structure: null, data: null }),
  overridemenu: jsonb()
    .$type<{ enabled: boolean; data: OverrideMenuLink[] }>()
    .notNull()
    .default({ enabled: false, data: [] }),
  mandatory2fa: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    department: text(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);
