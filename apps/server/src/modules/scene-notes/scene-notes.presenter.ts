import type { SceneNote } from '@spatium/contracts';
import type { SceneNoteRecord } from './scene-notes.repository.ts';

/** A stored note as the API shows it to one caller: with who wrote it and what the caller may do. */
export function presentSceneNote(row: SceneNoteRecord, caller: { id: number; mayEdit: boolean }): SceneNote {
  const name = `${row.authorDetails.firstname ?? ''} ${row.authorDetails.lastname ?? ''}`.trim();
  return {
    id: row.id,
    content: row.content as SceneNote['content'],
    item: row.itemId,
    type: row.type as SceneNote['type'],
    title: row.title,
    description: row.description,
    importance: row.importance as SceneNote['importance'],
    category: row.category,
    color: row.color,
    position: row.position,
    camera: row.camera,
    element: row.element,
    author: name || row.authorUsername,
    mine: row.userId === caller.id,
    may_edit: caller.mayEdit,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
