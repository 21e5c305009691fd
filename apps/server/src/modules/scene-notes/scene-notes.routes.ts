import { type SceneNoteContentKind, sceneNoteRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { ContentService } from '../content/index.ts';
import { SceneNoteService } from './scene-notes.service.ts';

/** Points of interest and annotations placed in the 3D viewers of clouds, BIM and 3D models. */
export function registerSceneNotesModule(
  ctx: ModuleContext,
  contents: Record<SceneNoteContentKind, ContentService>,
): void {
  const notes = new SceneNoteService(ctx, contents);
  const { mount } = ctx.routes;
  mount(sceneNoteRoutes.listSceneNotes, ({ actor, query }) => notes.list(actor, query));
  mount(sceneNoteRoutes.createSceneNote, ({ actor, body }) => notes.create(actor, body));
  mount(sceneNoteRoutes.updateSceneNote, ({ actor, params, body }) => notes.update(actor, params.id, body));
  mount(sceneNoteRoutes.deleteSceneNote, ({ actor, params }) => notes.remove(actor, params.id));
}
