import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { CreateSceneNoteBody, SceneNote, SceneNoteQuery, UpdateSceneNoteBody } from './scene-notes.ts';

const tags = ['scene-notes'];

export const sceneNoteRoutes = {
  listSceneNotes: defineRoute({
    method: 'GET',
    path: '/scene-notes',
    summary: 'Points of interest and annotations placed in 3D on one content item the caller may view',
    tags,
    access: { capability: 'content.read' },
    query: SceneNoteQuery,
    response: z.array(SceneNote),
  }),
  createSceneNote: defineRoute({
    method: 'POST',
    path: '/scene-notes',
    summary: 'Place a point of interest or an annotation in 3D on a content item the caller may view',
    tags,
    access: { capability: 'content.read' },
    body: CreateSceneNoteBody,
    response: SceneNote,
    status: 201,
  }),
  updateSceneNote: defineRoute({
    method: 'PATCH',
    path: '/scene-notes/:id',
    summary: 'Edit a point of interest or annotation: its author, or who manages the content item',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    body: UpdateSceneNoteBody,
    response: SceneNote,
  }),
  deleteSceneNote: defineRoute({
    method: 'DELETE',
    path: '/scene-notes/:id',
    summary: 'Delete a point of interest or annotation: its author, or who manages the content item',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
