import { notifications } from '@mantine/notifications';
import type {
  SceneCamera,
  SceneNote,
  SceneNoteContentKind,
  SceneNoteType,
  UpdateSceneNoteBody,
} from '@spatium/contracts';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useSceneNotes, useSceneNoteWrites } from '../api/sceneNotes.ts';
import type { Point3 } from '../measure.ts';

/** A note about to be created: where it was placed, and the camera it was placed from. */
export interface NoteDraft {
  type: SceneNoteType;
  position: Point3;
  camera: SceneCamera;
  /** The GUID of the BIM element it was placed on. */
  element: string | null;
}

/** What the note form gives back: the fields a person fills in. */
export type NoteFields = Pick<
  UpdateSceneNoteBody,
  'title' | 'description' | 'importance' | 'category' | 'color'
>;

/** What a 3D scene needs of the notes: the markers, whether a click places one, where to fly. */
export interface SceneNotesControls {
  notes: SceneNote[];
  placing: boolean;
  onPlace: (point: Point3, camera: SceneCamera) => void;
  /** Bumped with a note's id to fly the camera to it. */
  focus: { id: number; request: number } | null;
  /** Filled by the scene with a function that takes a picture of the view. */
  capture: RefObject<(() => Promise<Blob | null>) | null>;
}

/**
 * Points of interest and annotations of a 3D viewer on one item: placing one (a click in the scene, or
 * Enter at the centre of the view), the form to describe it, flying to one, editing and deleting; for
 * the scene (`scene`) and the notes panel (`panel`). `enabled` is false for a signed-out visitor;
 * `elementAt` names the BIM element under the point just picked, which a note placed there is on.
 */
export function useSceneNoting(
  content: SceneNoteContentKind,
  item: number,
  enabled = true,
  elementAt?: () => string | null,
) {
  const { t } = useTranslation();
  const [placing, setPlacing] = useState<SceneNoteType | null>(null);
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const [editing, setEditing] = useState<SceneNote | null>(null);
  const [focus, setFocus] = useState<SceneNotesControls['focus']>(null);
  const capture = useRef<(() => Promise<Blob | null>) | null>(null);
  const notes = useSceneNotes(content, item, enabled);
  const writes = useSceneNoteWrites(content, item);
  const list: SceneNote[] = notes.data ?? [];
  const showError = (error: unknown) =>
    notifications.show({ color: 'red', message: describeError(error, t) });

  const save = async (fields: NoteFields) => {
    try {
      if (editing) {
        await writes.update.mutateAsync({ id: editing.id, ...fields });
        setEditing(null);
      } else if (draft) {
        const { title = '', description, importance, category, color } = fields;
        await writes.create.mutateAsync({
          type: draft.type,
          title,
          description: description ?? '',
          ...(draft.type === 'poi' ? { importance } : { category, color: color ?? undefined }),
          position: draft.position,
          camera: draft.camera,
          ...(draft.element ? { element: draft.element } : {}),
        });
        setDraft(null);
      }
    } catch (error) {
      showError(error);
    }
  };

  return {
    scene: {
      notes: list,
      placing: placing !== null,
      onPlace: (position: Point3, camera: SceneCamera) => {
        if (!placing) return;
        setDraft({ type: placing, position, camera, element: elementAt?.() ?? null });
        setPlacing(null);
      },
      focus,
      capture,
    } satisfies SceneNotesControls,
    panel: {
      notes: list,
      enabled,
      placing,
      onPlacing: setPlacing,
      draft,
      editing,
      onEdit: setEditing,
      onCloseForm: () => {
        setDraft(null);
        setEditing(null);
      },
      onSave: save,
      onFocus: (note: SceneNote) =>
        setFocus((previous) => ({ id: note.id, request: (previous?.request ?? 0) + 1 })),
      onDelete: (note: SceneNote) => writes.remove.mutateAsync(note.id).catch(showError),
      capture,
    },
  };
}
