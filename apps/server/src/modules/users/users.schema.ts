import type { Folder } from '@spatium/contracts';
import { defaultFolders } from '@spatium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull(),
  type: text().notNull(),
  description: text().notNull().default(''),
});

export interface UserDetails {
  firstname: string;
  lastname: string;
  telephone: string;
  avatar: string | null;
}
export interface UserPreferences {
  avatar?: string | null;
  locale?: string;
}

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    // The active company; memberships are in company_members.
    companyId: integer(),
    details: jsonb()
      .$type<UserDetails>()
      .notNull()
      .default({ firstname: '', lastname: '', telephone: '', avatar: null }),
    preferences: jsonb().$type<UserPreferences>().notNull().default({}),
    myfolders: jsonb()
      .$type<Folder[]>()
      .notNull()
      .default(defaultFolders.map((f) => ({ ...f }))),
    trialMode: boolean().notNull().default(false),
    trialExpiration: timestamp({ withTimezone: true }),
    lastAcceptance: integer(),
    terms: boolean().notNull().default(false),
    totpSecret: text(),
    // Set by 2FA setup, moved to totpSecret once a code from the app proves it was scanned.
    totpPendingSecret: text(),
    // The last accepted TOTP time step: a code is never accepted twice.
    totpLastStep: integer(),
    mandatory2fa: boolean().notNull().default(false),
    // Bumped on logout, password change, 2FA change and deletion: older tokens stop working at once.
    tokenVersion: integer().notNull().default(0),
    avatarKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
  ],
);
