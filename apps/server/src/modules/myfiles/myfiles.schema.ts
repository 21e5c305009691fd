import type { MyFileType, SnapshotView } from '@spatium/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';

/** What a snapshot keeps besides the image: the view, and the titles it had when it was taken. */
export type SnapshotViewRecord = SnapshotView & { tourTitle: string; sceneTitle: string };

/**
 * A user's own file in one of their folders (SPEC §3 "myfiles (id, folder, type)"). `folder` is an
 * id of the owner's `myfolders` (a JSON list on the user), so it has no foreign key.
 */
export const myfiles = pgTable(
  'myfiles',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: integer().notNull(),
    type: text().$type<MyFileType>().notNull(),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    thumbnailFileId: integer().references(() => files.id, { onDelete: 'set null' }),
    view: jsonb().$type<SnapshotViewRecord>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('myfiles_owner_folder_idx').on(t.ownerId, t.folder)],
);
