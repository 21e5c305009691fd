import type { SceneNote } from '@spatium/contracts';
import type { SceneMarker } from './Viewer3D.ts';

/** Colours of the importances; size says it too, for those who cannot tell the colours apart. */
export const importanceColours = { low: '#4dabf7', medium: '#fab005', high: '#fa5252' } as const;
const importanceSizes = { low: 9, medium: 12, high: 16 } as const;
/** An annotation without a style of its author's keeps this colour. */
export const defaultAnnotationColour = '#be4bdb';

/** How a note is drawn in the scene. */
export function markerOf(note: SceneNote): SceneMarker {
  const importance = note.importance ?? 'medium';
  return {
    id: note.id,
    title: note.title,
    colour: note.type === 'poi' ? importanceColours[importance] : (note.color ?? defaultAnnotationColour),
    size: note.type === 'poi' ? importanceSizes[importance] : 12,
    position: note.position,
  };
}
