import type { ContentKind, FileRef } from '@spatium/contracts';
import type { Executor } from '../../platform/database/db.ts';
import { isPreviewable } from '../files/index.ts';
import { type ContentRecord, findThumbnailSources } from './content.repository.ts';
import { contentTables } from './content.tables.ts';

export const rowKey = (kind: ContentKind, id: number) => `${kind}:${id}`;

interface Group {
  kind: ContentKind;
  rows: ContentRecord[];
}

/**
 * The file each row's card shows, keyed by `rowKey`: its own thumbnail; for a tour, its first scene's
 * panorama's; for a tour group, its first tour's; otherwise the first image among its files
 * (panoramas excepted: their image is the huge source the tiler makes a thumbnail of). At most two
 * queries, whatever the number of rows. Rows without any get none, and the web shows their kind's icon.
 */
export async function thumbnailFiles(
  db: Executor,
  groups: Group[],
  filesOf: (kind: ContentKind, id: number) => FileRef[],
): Promise<Map<string, number>> {
  const chosen = new Map<string, number>();
  const tourOfGroup = new Map<string, number>();
  const panoramaOfTour = new Map<string, number>();
  for (const { kind, rows } of groups) {
    for (const row of rows) {
      const key = rowKey(kind, row.id);
      if (row.thumbnailFileId !== null) chosen.set(key, row.thumbnailFileId);
      else if (kind === 'tours') setIf(panoramaOfTour, key, firstScenePanorama(row.properties));
      else if (kind === 'grouptours') setIf(tourOfGroup, key, firstNumber(row.properties.tours));
      else if (kind !== 'panoramas') setIf(chosen, key, filesOf(kind, row.id).find(isPreviewable)?.id);
    }
  }

  // A tour group's first tour lends its own thumbnail or its first panorama; another company's never.
  const companyOf = new Map(
    groups.flatMap(({ kind, rows }) => rows.map((r) => [rowKey(kind, r.id), r.companyId])),
  );
  const tours = await findThumbnailSources(db, contentTables.tours, [...new Set(tourOfGroup.values())]);
  for (const [key, tourId] of tourOfGroup) {
    const tour = tours.find((t) => t.id === tourId && t.companyId === companyOf.get(key));
    if (!tour) continue;
    if (tour.thumbnailFileId !== null) chosen.set(key, tour.thumbnailFileId);
    else setIf(panoramaOfTour, key, firstScenePanorama(tour.properties));
  }

  const panoramas = await findThumbnailSources(db, contentTables.panoramas, [
    ...new Set(panoramaOfTour.values()),
  ]);
  for (const [key, panoramaId] of panoramaOfTour) {
    const panorama = panoramas.find((p) => p.id === panoramaId && p.companyId === companyOf.get(key));
    setIf(chosen, key, panorama?.thumbnailFileId ?? undefined);
  }
  return chosen;
}

function setIf(map: Map<string, number>, key: string, value: number | undefined): void {
  if (value !== undefined) map.set(key, value);
}

// Properties are checked on write; read defensively all the same, since old rows predate some fields.
function firstScenePanorama(properties: Record<string, unknown>): number | undefined {
  const scenes = properties.scenes;
  if (!Array.isArray(scenes)) return undefined;
  const first: unknown = scenes[0];
  return typeof first === 'object' && first !== null
    ? firstNumber([(first as { panorama?: unknown }).panorama])
    : undefined;
}

function firstNumber(values: unknown): number | undefined {
  const first: unknown = Array.isArray(values) ? values[0] : undefined;
  return typeof first === 'number' && Number.isInteger(first) && first > 0 ? first : undefined;
}
