import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { text } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import { ThreedViewer } from './threeds.ts';

export const threedRoutes = {
  threedViewer: defineRoute({
    method: 'GET',
    path: '/threeds/:id/viewer',
    summary: 'A 3D model for the viewer: its conversion state and a signed URL to its glTF/GLB once ready',
    tags: ['threeds'],
    access: { capability: 'content.read' },
    params: IdParam,
    response: ThreedViewer,
  }),
  publicThreed: defineRoute({
    method: 'GET',
    path: '/3dviewer/:id',
    summary: 'A 3D model its managers made public, for /3dviewer/{id} without sign-in; 404 for any other',
    tags: ['threeds'],
    access: { public: true },
    params: IdParam,
    response: ThreedViewer,
  }),
  threedModel: defineRoute({
    method: 'GET',
    path: '/threeds/:id/model/:grant/model.glb',
    summary:
      'The glTF/GLB of a 3D model (the original or the converted one); only with a valid signed grant that still holds',
    tags: ['threeds'],
    // The signature in the path is the permission: made only for those who may see the model.
    access: { public: true },
    params: IdParam.extend({ grant: text().min(10).max(300) }),
    response: z.any().describe('model/gltf-binary or model/gltf+json'),
  }),
} as const;
