import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import {
  CloudViewer,
  CloudViewerQuery,
  CreateMeasurementBody,
  Measurement,
  MeasurementQuery,
  OctreeFileParams,
  SetCloudPinBody,
  UnlockCloudBody,
  UpdateMeasurementBody,
} from './clouds.ts';

const OctreeBytes = z.any().describe('metadata.json or the binary hierarchy/octree; Range requests answered');
const tags = ['clouds'];

export const cloudRoutes = {
  cloudViewer: defineRoute({
    method: 'GET',
    path: '/clouds/:id/viewer',
    summary: 'A point cloud and its children for the viewer: signed octree URLs unless PIN-locked',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    query: CloudViewerQuery,
    response: CloudViewer,
  }),
  unlockCloud: defineRoute({
    method: 'POST',
    path: '/clouds/:id/unlock',
    summary: 'Unlock a PIN-protected cloud: the viewer with signed octree URLs; 403 for a wrong PIN',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    body: UnlockCloudBody,
    response: CloudViewer,
  }),
  setCloudPin: defineRoute({
    method: 'PUT',
    path: '/clouds/:id/pin',
    summary: 'Set, change or (null) remove the PIN of a cloud (its managers only)',
    tags,
    access: { capability: 'content.manage' },
    params: IdParam,
    body: SetCloudPinBody,
    response: OkResponse,
  }),
  cloudOctreeFile: defineRoute({
    method: 'GET',
    path: '/clouds/:id/octree/:grant/:file',
    summary: 'A file of a cloud’s octree; only with a valid signed grant, 404 otherwise',
    tags,
    // The signature in the path is the permission: made only for who may open the cloud (PIN included).
    access: { public: true },
    params: OctreeFileParams,
    response: OctreeBytes,
  }),
  cloudChildOctreeFile: defineRoute({
    method: 'GET',
    path: '/cloud-children/:id/octree/:grant/:file',
    summary: 'A file of a cloud child’s octree; only with a valid signed grant, 404 otherwise',
    tags,
    access: { public: true },
    params: OctreeFileParams,
    response: OctreeBytes,
  }),
  listMeasurements: defineRoute({
    method: 'GET',
    path: '/measurements',
    summary: 'Measurements on one content item: the caller’s own and those shared with its viewers',
    tags,
    access: { capability: 'content.read' },
    query: MeasurementQuery,
    response: z.array(Measurement),
  }),
  createMeasurement: defineRoute({
    method: 'POST',
    path: '/measurements',
    summary: 'Save a measurement on a content item the caller may view',
    tags,
    access: { capability: 'content.read' },
    body: CreateMeasurementBody,
    response: Measurement,
    status: 201,
  }),
  updateMeasurement: defineRoute({
    method: 'PATCH',
    path: '/measurements/:id',
    summary: 'Rename, hide or share one of the caller’s measurements',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    body: UpdateMeasurementBody,
    response: Measurement,
  }),
  deleteMeasurement: defineRoute({
    method: 'DELETE',
    path: '/measurements/:id',
    summary: 'Delete one of the caller’s measurements',
    tags,
    access: { capability: 'content.read' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
