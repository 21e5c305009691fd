import type { ContentItem, ContentKind } from '@spatium/contracts';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/company-scope.ts';
import { loadFileRefs } from '../files/files.repository.ts';
import { presentContentItem } from './content.presenter.ts';
import { type ContentRecord, loadTags, loadUserNames, tagKey } from './content.repository.ts';

/**
 * Presents rows of one or more kinds with their files, tags and authors in a fixed number of
 * queries (files: one per kind present; tags and authors: one each), whatever the number of rows.
 */
export async function presentContent(
  db: Executor,
  access: ActorScope,
  groups: { kind: ContentKind; rows: ContentRecord[] }[],
): Promise<Map<ContentKind, ContentItem[]>> {
  const present = groups.filter((g) => g.rows.length > 0);
  const [fileMaps, tagMap, names] = await Promise.all([
    Promise.all(
      present.map((g) =>
        loadFileRefs(
          db,
          g.kind,
          g.rows.map((r) => r.id),
        ),
      ),
    ),
    loadTags(
      db,
      present.map((g) => ({ kind: g.kind, ids: g.rows.map((r) => r.id) })),
    ),
    loadUserNames(
      db,
      present.flatMap((g) => g.rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy]))),
    ),
  ]);
  const result = new Map<ContentKind, ContentItem[]>();
  for (const group of groups) result.set(group.kind, []);
  present.forEach((group, index) => {
    result.set(
      group.kind,
      group.rows.map((row) =>
        presentContentItem(
          group.kind,
          row,
          {
            files: fileMaps[index]!.get(row.id) ?? [],
            tags: tagMap.get(tagKey(group.kind, row.id)) ?? [],
            createdByName: row.createdBy === null ? undefined : names.get(row.createdBy),
          },
          access,
        ),
      ),
    );
  });
  return result;
}

export async function presentContentRows(
  db: Executor,
  access: ActorScope,
  kind: ContentKind,
  rows: ContentRecord[],
): Promise<ContentItem[]> {
  return (await presentContent(db, access, [{ kind, rows }])).get(kind) ?? [];
}
