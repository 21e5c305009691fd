import type { IssueContentKind, IssueStatus, Severity, Viewpoint } from '@spatium/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
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

/** Issues (defects, SPEC §3): on a sub-project, optionally on one content item of it. */
export const issues = pgTable(
  'issues',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    oldsubprojectId: integer()
      .notNull()
      .references(() => oldsubprojects.id, { onDelete: 'cascade' }),
    // No foreign key: content lives in one table per kind; a deleted item leaves the issue on its sub-project.
    contentKind: text().$type<IssueContentKind>(),
    contentId: integer(),
    title: text().notNull(),
    description: text().notNull().default(''),
    severity: text().$type<Severity>().notNull(),
    status: text().$type<IssueStatus>().notNull().default('created'),
    lat: doublePrecision(),
    lon: doublePrecision(),
    roadName: text(),
    viewpoint: jsonb().$type<Viewpoint>(),
    shareWithCompany: boolean().notNull().default(false),
    showInProjectMap: boolean().notNull().default(false),
    shareForMachineLearning: boolean().notNull().default(false),
    lineWidth: integer().notNull(),
    color: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issues_company_idx').on(t.companyId, t.id),
    index('issues_subproject_idx').on(t.oldsubprojectId),
  ],
);

/** The message thread of an issue (SPEC §3 messages: id, issue_id, attachments). */
export const issueMessages = pgTable(
  'issue_messages',
  {
    id: serial().primaryKey(),
    issueId: integer()
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_messages_issue_idx').on(t.issueId, t.id)],
);

/** The files sent with an issue message (uploads of purpose `attachment`); each file belongs to one message. */
export const issueMessageFiles = pgTable(
  'issue_message_files',
  {
    messageId: integer()
      .notNull()
      .references(() => issueMessages.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    uniqueIndex('issue_message_files_file_uq').on(t.fileId),
  ],
);
