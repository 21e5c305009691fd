import type { ChannelKind } from '@spatium/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { files } from '../files/files.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Chat channels of a company. Who may read one is decided by its kind, never stored: the company
 * channel by membership, a content channel by access to its sub-project (so it follows access as it
 * changes), notes by ownership, a direct channel by being one of its two users.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<ChannelKind>().notNull(),
    oldsubprojectId: integer().references(() => oldsubprojects.id, { onDelete: 'cascade' }),
    // notes: the owner; direct: the two users, smaller id first.
    userA: integer().references(() => users.id, { onDelete: 'cascade' }),
    userB: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_company_uq').on(t.companyId).where(sql`kind = 'company'`),
    uniqueIndex('chat_channels_content_uq').on(t.oldsubprojectId).where(sql`kind = 'content'`),
    uniqueIndex('chat_channels_notes_uq').on(t.companyId, t.userA).where(sql`kind = 'notes'`),
    uniqueIndex('chat_channels_direct_uq').on(t.companyId, t.userA, t.userB).where(sql`kind = 'direct'`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    channelId: integer()
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    // A thread reply names the message it answers; deleting that message deletes its thread.
    parentId: integer().references((): AnyPgColumn => chatMessages.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    mentions: integer().array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('chat_messages_channel_idx').on(t.channelId, t.id),
    index('chat_messages_parent_idx').on(t.parentId, t.id),
  ],
);

/** How far each user has read each channel. */
export const chatReads = pgTable(
  'chat_reads',
  {
    channelId: integer()
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] })],
);

/** The files sent with a message (uploads of purpose `attachment`); each file belongs to one message. */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    messageId: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    uniqueIndex('chat_message_files_file_uq').on(t.fileId),
  ],
);
