import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { MyFile, MyFilesQuery, MyFolderContents, MyFolderQuery } from './myfiles.ts';

export const myFileRoutes = {
  getMyFiles: defineRoute({
    method: 'GET',
    path: '/getmyfiles',
    summary: 'Your files (all folders, or ?folder=), newest first unless _sort says otherwise',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    query: MyFilesQuery,
    response: z.array(MyFile),
  }),
  getMyFolder: defineRoute({
    method: 'GET',
    path: '/getmyfolder',
    summary: 'One of your folders with its sub-folders and files',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    query: MyFolderQuery,
    response: MyFolderContents,
  }),
  saveSnapshot: defineRoute({
    method: 'POST',
    path: '/snapshots',
    summary:
      'Save a snapshot of a tour view into My Snapshots (multipart: tour, scene, yaw, pitch, zoom, then the JPEG or PNG in "file")',
    tags: ['myfiles'],
    // A snapshot is of a tour: only those who may view tours take one.
    access: { capability: 'content.read' },
    response: MyFile,
    status: 201,
  }),
  deleteMyFile: defineRoute({
    method: 'DELETE',
    path: '/myfiles/:id',
    summary: 'Delete one of your files, irreversibly',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
