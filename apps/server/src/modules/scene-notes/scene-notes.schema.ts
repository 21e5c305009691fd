import type { SceneCamera, ScenePosition } from '@spatium/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Points of interest and annotations placed in a 3D viewer, on one content item (`content` names the
 * kind, `itemId` the row; content tables differ per kind, hence no foreign key). `companyId` is the
 * item's, so every query carries the tenant.
 */
export const sceneNotes = pgTable(
  'scene_notes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    itemId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    importance: text(),
    category: text(),
    color: text(),
    position: jsonb().$type<ScenePosition>().notNull(),
    camera: jsonb().$type<SceneCamera>(),
    element: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scene_notes_item_idx').on(t.companyId, t.content, t.itemId)],
);
