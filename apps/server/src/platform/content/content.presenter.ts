import type { ContentItem, ContentKind, FileRef, Tag } from '@spatium/contracts';
import type { CatalogueAccess } from './content.access.ts';
import { contentPolicy } from './content.policy.ts';
import type { ContentRecord } from './content.repository.ts';

export interface ContentRelations {
  files: FileRef[];
  tags: Tag[];
  createdByName: string | undefined;
  /** Signed for the caller, or null: the web shows the kind's icon. */
  thumbnailUrl: string | null;
}

/** The only place a content row becomes a ContentItem. */
export function presentContentItem(
  kind: ContentKind,
  row: ContentRecord,
  related: ContentRelations,
  access: CatalogueAccess,
): ContentItem {
  return {
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
    abilities: contentPolicy.abilities(access, row),
  };
}
