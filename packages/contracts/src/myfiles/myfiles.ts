import { z } from 'zod';
import { OkResponse } from '../auth.ts';
import { listQuery } from '../list.ts';
import { id, text, urlId } from '../primitives.ts';
import { Folder, IdParam } from '../profile.ts';
import { defineRoute } from '../route.ts';
import { ViewAngle } from '../tours/tours.ts';

/**
 * A user's own files, filed into the folders of their profile (`myfolders`, SPEC §3). They belong
 * to that one user: nobody else, in the same company or not, lists, opens or deletes them.
 */

/** Where snapshots are filed: "My Snapshots" of the default folders. */
export const snapshotFolderId = 2;
/** The largest snapshot image accepted: a 4K screen as a high-quality JPEG is well below it. */
export const snapshotMaxBytes = 10 * 1024 * 1024;
export const snapshotImageTypes = ['image/jpeg', 'image/png'] as const;

/** The exact view a snapshot shows: enough to open the tour at it again. */
export const SnapshotView = ViewAngle.extend({
  tour: id().describe('The tour'),
  scene: text().min(1).max(40).describe('The scene id within the tour'),
  zoom: z.number().min(0).max(100).describe('PSV zoom level, 0–100'),
});
export type SnapshotView = z.infer<typeof SnapshotView>;

/**
 * POST snapshots is multipart/form-data: these text fields, then the image in the field "file"
 * (JPEG or PNG, judged by its bytes; at most snapshotMaxBytes).
 */
export const SaveSnapshotFields = z.object({
  tour: urlId(),
  scene: text().trim().min(1).max(40),
  yaw: z.coerce
    .number()
    .min(-Math.PI * 2)
    .max(Math.PI * 2),
  pitch: z.coerce
    .number()
    .min(-Math.PI / 2)
    .max(Math.PI / 2),
  zoom: z.coerce.number().min(0).max(100),
});

export const MyFile = z.object({
  id: id(),
  folder: id().describe('Id of one of the owner’s folders (myfolders)'),
  type: z.enum(['snapshot']).describe('What the file is'),
  name: text(),
  size: z.number().int(),
  mime: text(),
  file: id().describe('The stored file: download it through files/{id}/link'),
  thumbnail_url: z
    .string()
    .nullable()
    .describe('A signed link to a small preview, valid for a few minutes; null when there is none'),
  view: SnapshotView.extend({
    tour_title: text(),
    scene_title: text(),
  })
    .nullable()
    .describe('For a snapshot: the view it shows, to open the tour there again'),
  created_at: text(),
});
export type MyFile = z.infer<typeof MyFile>;

export const MyFilesQuery = listQuery(['id', 'created_at', 'name', 'size']).extend({
  folder: urlId().optional().describe('Only the files of this folder'),
});

export const MyFolderQuery = z.object({
  id: urlId().describe('A folder id of your myfolders, e.g. 2 for My Snapshots'),
});

export const MyFolderContents = Folder.extend({
  folders: z.array(Folder).describe('The folders directly inside it'),
  files: z.array(MyFile).describe('Its files, newest first'),
});

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
