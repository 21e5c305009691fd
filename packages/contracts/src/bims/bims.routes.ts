import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { BimFragmentsParams, BimViewer } from './bims.ts';

const tags = ['bims'];

export const bimRoutes = {
  bimViewer: defineRoute({
    method: 'GET',
    path: '/bims/:id/viewer',
    summary:
      'A BIM for the viewer with the other models of its sub-project: signed fragment URLs once converted; 404 "Bim project not found"',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    response: BimViewer,
  }),
  publicBim: defineRoute({
    method: 'GET',
    path: '/bim_viewer/:id',
    summary: 'A BIM its managers made public, for /bim_viewer/{id} without sign-in; 404 for any other',
    tags,
    access: { public: true },
    params: IdParam,
    response: BimViewer,
  }),
  bimFragments: defineRoute({
    method: 'GET',
    path: '/bims/:id/fragments/:grant/model.frag',
    summary: 'The converted model (ThatOpen fragments); only with a valid signed grant, 403 otherwise',
    tags,
    // The signature in the path is the permission: made only for those who may see the model.
    access: { public: true },
    params: BimFragmentsParams,
    response: z.any().describe('application/octet-stream'),
  }),
} as const;
