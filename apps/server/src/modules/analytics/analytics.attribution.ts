import { type ContentKind, contentKindNames, maxId } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { contentTables } from '../content/content.tables.ts';
import { oldprojects } from '../projects/projects.schema.ts';

/** What a visited path shows: the company whose page it is, and the content item if it is one. */
export interface Attribution {
  companyId: number | null;
  contentKind: ContentKind | null;
  contentId: number | null;
  publicTour: boolean;
}

const sitePage: Attribution = { companyId: null, contentKind: null, contentId: null, publicTour: false };

// The web app's routes that show one content item (apps/web/src/app/router.tsx), by their first segment.
const contentPages: Record<string, ContentKind> = {
  publictours: 'tours',
  tours: 'tours',
  grouptours: 'grouptours',
  panoramas: 'panoramas',
  clouds: 'clouds',
  pc_viewer: 'clouds',
  bims: 'bims',
  bim_viewer: 'bims',
  threeds: 'threeds',
  '3dviewer': 'threeds',
  videos360: 'videos360',
  floorplans: 'floorplans',
  maps: 'maps',
  story: 'stories',
  storyv2: 'stories',
};

function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= maxId ? id : null;
}

/** The content item or project a path names, before asking the database whether it exists. */
export function contentOfPath(
  path: string,
): { kind: ContentKind; id: number; publicTour: boolean } | { projectId: number } | null {
  const [first, second, third] = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (!first) return null;
  if (first === 'my_p') {
    const projectId = parseId(second);
    return projectId ? { projectId } : null;
  }
  if (first === 'content' && contentKindNames.includes(second as ContentKind)) {
    const id = parseId(third);
    return id ? { kind: second as ContentKind, id, publicTour: false } : null;
  }
  const kind = contentPages[first];
  const id = parseId(second);
  // `/tours/12/edit` is the builder, not a view of the tour.
  if (!kind || !id || third !== undefined) return null;
  return { kind, id, publicTour: first === 'publictours' };
}

/**
 * Which company a visited page belongs to, looked up from the item it shows. Events carry no user, so
 * the page is what ties them to a tenant: the site's own pages (dashboard, sign-in) belong to none.
 */
export async function attributePath(db: Executor, path: string): Promise<Attribution> {
  const named = contentOfPath(path);
  if (!named) return sitePage;
  if ('projectId' in named) {
    const [project] = await db
      .select({ companyId: oldprojects.companyId })
      .from(oldprojects)
      .where(eq(oldprojects.id, named.projectId));
    return project ? { ...sitePage, companyId: project.companyId } : sitePage;
  }
  const table = contentTables[named.kind];
  const [item] = await db.select({ companyId: table.companyId }).from(table).where(eq(table.id, named.id));
  if (!item) return sitePage;
  return {
    companyId: item.companyId,
    contentKind: named.kind,
    contentId: named.id,
    publicTour: named.publicTour,
  };
}
