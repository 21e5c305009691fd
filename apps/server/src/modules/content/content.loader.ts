import type { ContentItem, ContentKind, FileRef, Tag } from '@spatium/contracts';
import type { Executor } from '../../platform/database/db.ts';
import type { ActorScope } from '../companies/index.ts';
import { loadFileRefs, presentFileRef, thumbnailUrl } from '../files/index.ts';
import { presentContentItem } from './content.presenter.ts';
import {
  type ContentRecord,
  displayName,
  type ListedContent,
  loadTags,
  loadUserNames,
  tagKey,
} from './content.repository.ts';
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
  return presentLoaded(
    db,
    access,
    groups.map((group) => {
      const files = fileMaps[present.indexOf(group)];
      return {
        kind: group.kind,
        rows: group.rows,
        related: (row: ContentRecord) => ({
          files: files?.get(row.id) ?? [],
          tags: tagMap.get(tagKey(group.kind, row.id)) ?? [],
          createdByName: row.createdBy === null ? undefined : names.get(row.createdBy),
        }),
      };
    }),
    secret,
  );
}

/** Rows read with their files, tags and author (listVisibleContent), presented with no more queries than the thumbnails take. */
export async function presentListedContent(
  db: Executor,
  access: ActorScope,
  kind: ContentKind,
  rows: ListedContent[],
  secret: string,
): Promise<ContentItem[]> {
  const related = (row: ListedContent) => ({
    files: row.files.map(presentFileRef),
    tags: row.tags,
    createdByName: row.creator ? displayName(row.creator) : undefined,
  });
  const presented = await presentLoaded(db, access, [{ kind, rows, related }], secret);
  return presented.get(kind) ?? [];
}

interface LoadedGroup<Row extends ContentRecord> {
  kind: ContentKind;
  rows: Row[];
  related: (row: Row) => { files: FileRef[]; tags: Tag[]; createdByName: string | undefined };
}

async function presentLoaded<Row extends ContentRecord>(
  db: Executor,
  access: ActorScope,
  groups: LoadedGroup<Row>[],
  secret: string,
): Promise<Map<ContentKind, ContentItem[]>> {
  const present = groups.filter((g) => g.rows.length > 0);
  const related = new Map(
    present.map((group) => [group.kind, new Map(group.rows.map((row) => [row.id, group.related(row)]))]),
  );
  const filesOf = (kind: ContentKind, id: number) => related.get(kind)?.get(id)?.files ?? [];
  const thumbnails = await thumbnailFiles(db, present, filesOf);
  const signed = (fileId: number | undefined) =>
    fileId === undefined ? null : thumbnailUrl(secret, fileId, `u${access.userId}`);
  const result = new Map<ContentKind, ContentItem[]>();
  for (const group of groups) {
    result.set(
      group.kind,
      group.rows.map((row) =>
        presentContentItem(
          group.kind,
          row,
          {
            ...related.get(group.kind)!.get(row.id)!,
            thumbnailUrl: signed(thumbnails.get(rowKey(group.kind, row.id))),
          },
          access,
        ),
      ),
    );
  }
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
