import { z } from 'zod';
import { messages } from '../core/errors.ts';
import { ListQuery } from '../core/list.ts';
import { Abilities, ContentItem, type ContentKind, contentKindNames } from './content.ts';

const Title = z.string({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);

/** A project (SPEC §3 `oldprojects`: id, order, title). */
export const OldProject = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  company: z.number().int(),
  thumbnail: z.string().nullable(),
  created_at: z.string(),
  abilities: Abilities,
});
export type OldProject = z.infer<typeof OldProject>;

/** A sub-project (SPEC §3 `oldsubprojects`: id, order, oldproject, company, users_with_access). */
export const OldSubproject = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  oldproject: z.number().int(),
  company: z.number().int(),
  users_with_access: z
    .array(z.number().int())
    .describe('Users who may see it (company admins always may); empty unless you manage the sub-project'),
  created_at: z.string(),
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

export const OldProjectsQuery = ListQuery.extend({
  company: z.coerce.number().int().positive().optional(),
});
export type OldProjectsQuery = z.infer<typeof OldProjectsQuery>;
export const OldSubprojectsQuery = ListQuery.extend({
  oldproject: z.coerce.number().int().positive().optional(),
  company: z.coerce.number().int().positive().optional(),
});
export type OldSubprojectsQuery = z.infer<typeof OldSubprojectsQuery>;

export const CreateOldProjectBody = z.object({
  title: Title,
  description: z.string().max(20_000).default(''),
  company: z.number().int().positive().optional().describe('Defaults to the caller’s active company'),
});
export type CreateOldProjectBody = z.infer<typeof CreateOldProjectBody>;
export const UpdateOldProjectBody = z.object({
  title: Title.optional(),
  description: z.string().max(20_000).optional(),
  order: z.number().int().min(0).optional(),
});
export type UpdateOldProjectBody = z.infer<typeof UpdateOldProjectBody>;
export const CreateOldSubprojectBody = z.object({
  title: Title,
  description: z.string().max(20_000).default(''),
  oldproject: z.number().int().positive(),
  users_with_access: z.array(z.number().int().positive()).max(10_000).default([]),
});
export type CreateOldSubprojectBody = z.infer<typeof CreateOldSubprojectBody>;
export const UpdateOldSubprojectBody = z.object({
  title: Title.optional(),
  description: z.string().max(20_000).optional(),
  order: z.number().int().min(0).optional(),
  oldproject: z.number().int().positive().optional(),
  users_with_access: z.array(z.number().int().positive()).max(10_000).optional(),
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

export const UsersWithAccessQuery = z.object({ subproject: z.coerce.number().int().positive() });
export type UsersWithAccessQuery = z.infer<typeof UsersWithAccessQuery>;
export const UserLight = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.number().int(),
  company: z.number().int().nullable(),
});
export type UserLight = z.infer<typeof UserLight>;

/** GET search?q=: what the caller may see, by kind (SPEC §2: sub-projects, documents, points of interest). */
export const SearchQuery = z.object({
  q: z.string().trim().min(3, 'Type at least 3 characters to search').max(200),
  _limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
export const SearchResults = z.object({
  subprojects: z.array(OldSubprojectLight.extend({ project_title: z.string() })),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]),
      title: z.string(),
      subproject: z.number().int(),
      oldproject: z.number().int(),
    }),
  ),
  pois: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      importance: z.enum(['low', 'medium', 'high']),
      tour: z.number().int().nullable(),
    }),
  ),
  tour_pois: z
    .array(
      z.object({
        id: z.string().describe('The point’s id within its tour'),
        title: z.string(),
        description: z.string(),
        importance: z.enum(['low', 'medium', 'high']),
        tour: z.number().int(),
        tour_title: z.string(),
        scene: z.string().describe('Id of the scene it is in; with yaw and pitch, a deep link to it'),
        scene_title: z.string(),
        yaw: z.number(),
        pitch: z.number(),
      }),
    )
    .describe('Points of interest inside tour scenes; none from scenes still locked by a quiz'),
});
export type SearchResults = z.infer<typeof SearchResults>;
