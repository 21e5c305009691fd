import { z } from 'zod';
import { messages } from '../core/errors.ts';
import { listQuery } from '../core/list.ts';
import { id, maxId, text, urlId } from '../core/primitives.ts';
import { Abilities, ContentItem, type ContentKind, contentKindNames } from './content.ts';

const Title = text({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);

/** A project (SPEC §3 `oldprojects`: id, order, title). */
export const OldProject = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  order: z.number().int(),
  company: z.number().int(),
  thumbnail: text().nullable(),
  created_at: text(),
  abilities: Abilities,
});
export type OldProject = z.infer<typeof OldProject>;

/** A sub-project (SPEC §3 `oldsubprojects`: id, order, oldproject, company, users_with_access). */
export const OldSubproject = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  order: z.number().int(),
  oldproject: z.number().int(),
  company: z.number().int(),
  users_with_access: z
    .array(z.number().int())
    .describe('Users who may see it (company admins always may); empty unless you manage the sub-project'),
  created_at: text(),
  abilities: Abilities,
});
export type OldSubproject = z.infer<typeof OldSubproject>;

export const OldProjectLight = OldProject.pick({ id: true, title: true, order: true, company: true });
export type OldProjectLight = z.infer<typeof OldProjectLight>;
export const OldSubprojectLight = OldSubproject.pick({
  id: true,
  title: true,
  order: true,
  oldproject: true,
  company: true,
});
export type OldSubprojectLight = z.infer<typeof OldSubprojectLight>;

const kindCounts = Object.fromEntries(contentKindNames.map((k) => [k, z.number().int()])) as Record<
  ContentKind,
  z.ZodNumber
>;
export const ContentCounts = z.object(kindCounts);
export type ContentCounts = z.infer<typeof ContentCounts>;

/** GET projects: the tree the caller may see, with content counts per sub-project. */
export const ProjectTreeNode = OldProjectLight.extend({
  subprojects: z.array(OldSubprojectLight.extend({ counts: ContentCounts })),
});
export type ProjectTreeNode = z.infer<typeof ProjectTreeNode>;

/** GET get_p/{id}: a project page — the project, its sub-projects and their content. */
export const ProjectPage = z.object({
  project: OldProject,
  subprojects: z.array(OldSubproject.extend({ content: z.array(ContentItem) })),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

const catalogueSortFields = ['id', 'title', 'order', 'created_at', 'updated_at'] as const;
export const OldProjectsQuery = listQuery(catalogueSortFields).extend({
  company: urlId().optional(),
});
export type OldProjectsQuery = z.infer<typeof OldProjectsQuery>;
export const OldSubprojectsQuery = listQuery(catalogueSortFields).extend({
  oldproject: urlId().optional(),
  company: urlId().optional(),
});
export type OldSubprojectsQuery = z.infer<typeof OldSubprojectsQuery>;

export const CreateOldProjectBody = z.object({
  title: Title,
  description: text().max(20_000).default(''),
  company: id().optional().describe('Defaults to the caller’s active company'),
});
export type CreateOldProjectBody = z.infer<typeof CreateOldProjectBody>;
export const UpdateOldProjectBody = z.object({
  title: Title.optional(),
  description: text().max(20_000).optional(),
  order: z.number().int().min(0).max(maxId).optional(),
});
export type UpdateOldProjectBody = z.infer<typeof UpdateOldProjectBody>;
export const CreateOldSubprojectBody = z.object({
  title: Title,
  description: text().max(20_000).default(''),
  oldproject: id(),
  users_with_access: z.array(id()).max(10_000).default([]),
});
export type CreateOldSubprojectBody = z.infer<typeof CreateOldSubprojectBody>;
export const UpdateOldSubprojectBody = z.object({
  title: Title.optional(),
  description: text().max(20_000).optional(),
  order: z.number().int().min(0).max(maxId).optional(),
  oldproject: id().optional(),
  users_with_access: z.array(id()).max(10_000).optional(),
});
export type UpdateOldSubprojectBody = z.infer<typeof UpdateOldSubprojectBody>;

/** What deleting a project or sub-project takes with it, shown before the user confirms. */
export const DeletionImpact = z.object({
  subprojects: z.number().int(),
  content: ContentCounts,
  files: z.number().int(),
  bytes: z.number().int(),
});
export type DeletionImpact = z.infer<typeof DeletionImpact>;

export const UsersWithAccessQuery = z.object({ subproject: urlId() });
export type UsersWithAccessQuery = z.infer<typeof UsersWithAccessQuery>;
export const UserLight = z.object({
  id: z.number().int(),
  username: text(),
  email: text(),
  name: text(),
  role: z.number().int(),
  company: z.number().int().nullable(),
});
export type UserLight = z.infer<typeof UserLight>;

/** GET search?q=: what the caller may see, by kind (SPEC §2: sub-projects, documents, points of interest). */
export const SearchQuery = z.object({
  q: text().trim().min(3, 'Type at least 3 characters to search').max(200),
  _limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
export const SearchResults = z.object({
  subprojects: z.array(OldSubprojectLight.extend({ project_title: text() })),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]),
      title: text(),
      subproject: z.number().int(),
      oldproject: z.number().int(),
    }),
  ),
  pois: z.array(
    z.object({
      id: z.number().int(),
      title: text(),
      description: text(),
      importance: z.enum(['low', 'medium', 'high']),
      tour: z.number().int().nullable(),
    }),
  ),
  tour_pois: z
    .array(
      z.object({
        id: text().describe('The point’s id within its tour'),
        title: text(),
        description: text(),
        importance: z.enum(['low', 'medium', 'high']),
        tour: z.number().int(),
        tour_title: text(),
        scene: text().describe('Id of the scene it is in; with yaw and pitch, a deep link to it'),
        scene_title: text(),
        yaw: z.number(),
        pitch: z.number(),
      }),
    )
    .describe('Points of interest inside tour scenes; none from scenes still locked by a quiz'),
  scene_pois: z
    .array(
      z.object({
        id: z.number().int(),
        title: text(),
        description: text(),
        importance: z.enum(['low', 'medium', 'high']),
        content: z.enum(['clouds', 'bims', 'threeds']),
        item: z.number().int(),
        item_title: text(),
        camera: z
          .object({ position: z.array(z.number()), target: z.array(z.number()) })
          .nullable()
          .describe('The view it was placed from'),
      }),
    )
    .describe('Points of interest placed in 3D on point clouds, BIM and 3D models'),
});
export type SearchResults = z.infer<typeof SearchResults>;
