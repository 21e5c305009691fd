import type { GeojsonFeature } from '@spatium/contracts';

export type DrawMode = 'point' | 'line' | 'polygon';
type Position = [number, number];

/** What the drawing tools hold: the layer's features being edited, a shape in progress, and the undo steps. */
export interface DrawState {
  features: GeojsonFeature[];
  mode: DrawMode | null;
  vertices: Position[];
  /** Earlier states of `features` and `vertices`, newest last. */
  history: { features: GeojsonFeature[]; vertices: Position[] }[];
  /** Whether `features` differ from what was loaded or last saved. */
  dirty: boolean;
}

export type DrawAction =
  | { type: 'load'; features: GeojsonFeature[] }
  | { type: 'mode'; mode: DrawMode | null }
  | { type: 'click'; at: Position; level: string | null }
  | { type: 'finish'; level: string | null }
  | { type: 'remove'; index: number }
  | { type: 'undo' }
  | { type: 'saved' };

export const emptyDraw: DrawState = { features: [], mode: null, vertices: [], history: [], dirty: false };

const MAX_UNDO = 100;

function remember(state: DrawState): DrawState['history'] {
  return [...state.history, { features: state.features, vertices: state.vertices }].slice(-MAX_UNDO);
}

function feature(geometry: GeojsonFeature['geometry'], level: string | null): GeojsonFeature {
  return { type: 'Feature', geometry, properties: level === null ? {} : { level } };
}

/** The shape in progress as a feature, once it has enough vertices to be one. */
export function finishedShape(
  mode: DrawMode,
  vertices: Position[],
  level: string | null,
): GeojsonFeature | null {
  if (mode === 'point' && vertices.length >= 1)
    return feature({ type: 'Point', coordinates: vertices[0]! }, level);
  if (mode === 'line' && vertices.length >= 2)
    return feature({ type: 'LineString', coordinates: vertices }, level);
  if (mode === 'polygon' && vertices.length >= 3)
    return feature({ type: 'Polygon', coordinates: [[...vertices, vertices[0]!]] }, level);
  return null;
}

export function drawReducer(state: DrawState, action: DrawAction): DrawState {
  switch (action.type) {
    case 'load':
      return { ...emptyDraw, features: action.features };
    case 'mode':
      return { ...state, mode: action.mode, vertices: [] };
    case 'click': {
      if (!state.mode) return state;
      if (state.mode === 'point') {
        const point = finishedShape('point', [action.at], action.level)!;
        return { ...state, features: [...state.features, point], history: remember(state), dirty: true };
      }
      return { ...state, vertices: [...state.vertices, action.at], history: remember(state) };
    }
    case 'finish': {
      if (!state.mode) return state;
      const shape = finishedShape(state.mode, state.vertices, action.level);
      if (!shape) return state;
      return {
        ...state,
        features: [...state.features, shape],
        vertices: [],
        history: remember(state),
        dirty: true,
      };
    }
    case 'remove':
      return {
        ...state,
        features: state.features.filter((_, i) => i !== action.index),
        history: remember(state),
        dirty: true,
      };
    case 'undo': {
      const previous = state.history.at(-1);
      if (!previous) return state;
      return {
        ...state,
        features: previous.features,
        vertices: previous.vertices,
        history: state.history.slice(0, -1),
        dirty: true,
      };
    }
    case 'saved':
      return { ...state, dirty: false };
  }
}
