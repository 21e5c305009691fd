import {
  type ContentItem,
  type ContentKind,
  contentProperties,
  type FileRef,
  type Tag,
  type TourCardProperties,
} from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';
import { contentPolicy } from './content.policy.ts';
import type { ContentRecord } from './content.repository.ts';

export interface ContentRelations {
  files: FileRef[];
  tags: Tag[];
  createdByName: string | undefined;
  /** Signed for the caller, or null: the web shows the kind's icon. */
  thumbnailUrl: string | null;
}

type Shown = Pick<ContentItem, 'properties' | 'files'>;

/**
 * Kinds whose catalogue entry shows less to those who may not edit the item. A tour's scenes may be
 * locked behind a quiz, so readers get a card: its scenes, and the files their hotspots show, reach
 * them only through the viewer, scene by scene once open.
 */
const readerViews: Partial<Record<ContentKind, (shown: Shown) => Shown>> = {
  tours: ({ properties }) => ({ properties: tourCard(properties), files: [] }),
};

// Only what the card shows is checked: a page of 50 tours need not parse every scene and hotspot of
// each only to count the scenes.
const tourCardFields = contentProperties.tours.pick({ locale: true, public: true, localizations: true });

function tourCard(properties: Record<string, unknown>): TourCardProperties {
  const tour = tourCardFields.safeParse(properties).data ?? tourCardFields.parse({});
  return {
    locale: tour.locale,
    public: tour.public,
    localizations: tour.localizations.map(({ locale, title, description }) => ({
      locale,
      title,
      description,
    })),
    scene_count: Array.isArray(properties.scenes) ? properties.scenes.length : 0,
  };
}

/** The only place a content row becomes a ContentItem. */
export function presentContentItem(
  kind: ContentKind,
  row: ContentRecord,
  related: ContentRelations,
  access: ActorScope,
): ContentItem {
  const abilities = contentPolicy.abilities(access, row);
  const item: ContentItem = {
    id: row.id,
    kind,
    title: row.title,
    description: row.description,
    thumbnail: related.thumbnailUrl,
    enabled: row.enabled,
    order: row.order,
    subproject: row.oldsubprojectId,
    oldproject: row.oldprojectId,
    company: row.companyId,
    files: related.files,
    tags: related.tags,
    properties: row.properties,
    created_by:
      row.createdBy === null ? null : { id: row.createdBy, name: related.createdByName ?? 'Unknown' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    abilities,
  };
  return abilities.update ? item : asSeenByReader(item);
}

/** An item as one who may read but not edit it sees it (e.g. in a notification written by an editor). */
export function asSeenByReader(item: ContentItem): ContentItem {
  const view = readerViews[item.kind];
  return {
    ...item,
    ...(view ? view({ properties: item.properties, files: item.files }) : {}),
    abilities: { update: false, delete: false },
  };
}
