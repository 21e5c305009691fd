import type { ContentItem, ContentKind } from '@spatium/contracts';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { loadFileRefs, thumbnailUrl } from '../files/index.ts';
import { presentContentItem } from './content.presenter.ts';
import { type ContentRecord, loadTags, loadUserNames, tagKey } from './content.repository.ts';
import { rowKey, thumbnailFiles } from './content.thumbnails.ts';

/**
 * Presents rows of one or more kinds with their files, tags, authors and signed thumbnails in a fixed
 * number of queries (files: one per kind present; tags, authors: one each; thumbnails: two at most),
 * whatever the number of rows. `secret` signs the thumbnail URLs for the caller.
 */
export async function presentContent(
  db: Executor,
  access: ActorScope,
  groups: { kind: ContentKind; rows: ContentRecord[] }[],
  secret: string,
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
  const filesOf = (kind: ContentKind, id: number) =>
    fileMaps[present.findIndex((g) => g.kind === kind)]?.get(id) ?? [];
  const thumbnails = await thumbnailFiles(db, present, filesOf);
  const result = new Map<ContentKind, ContentItem[]>();
  for (const group of groups) result.set(group.kind, []);
  const signed = (fileId: number | undefined) =>
    fileId === undefined ? null : thumbnailUrl(secret, fileId, `u${access.userId}`);
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
            thumbnailUrl: signed(thumbnails.get(rowKey(group.kind, row.id))),
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
  secret: string,
): Promise<ContentItem[]> {
  return (await presentContent(db, access, [{ kind, rows }], secret)).get(kind) ?? [];
}
