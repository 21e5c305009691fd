import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const overrides = pgTable('overrides', {
  id: serial().primaryKey(),
  domain: text().notNull().unique(),
  disableChat: boolean().notNull().default(false),
  disableTerms: boolean().notNull().default(false),
  disable2fa: boolean().notNull().default(false),
  disableSnapshots: boolean().notNull().default(false),
  disableSmartwater: boolean().notNull().default(false),
  disableIssues: boolean().notNull().default(false),
  // SPEC §3: apps are off unless a domain turns them on.
  disableApps: boolean().notNull().default(true),
  disableChatbot: boolean().notNull().default(false),
  disableLanguageSwitcher: boolean().notNull().default(false),
  disableTreeMenu: boolean().notNull().default(false),
  disableLegal: boolean().notNull().default(false),
  maintenanceMode: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const agreements = pgTable('agreements', {
  id: serial().primaryKey(),
  version: integer().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
