import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { Folder } from '../profile/profile.ts';
import {
  AddMyFileBody,
  ChangeFileTypeBody,
  MoveMyFilesBody,
  MyFile,
  MyFilesQuery,
  MyFilesUsage,
  MyFolderContents,
  MyFolderQuery,
  RenameMyFileBody,
  UpdateMyFoldersBody,
} from './myfiles.ts';

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
  saveSceneSnapshot: defineRoute({
    method: 'POST',
    path: '/snapshots/3d',
    summary:
      'Save a snapshot of a 3D view (point cloud, BIM or 3D model) into My Snapshots (multipart: content, item, then the JPEG or PNG in "file")',
    tags: ['myfiles'],
    // A snapshot is of content the caller may view.
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
  updateMyFolders: defineRoute({
    method: 'POST',
    path: '/updatemyfolders',
    summary: 'Save your folder tree (create, rename, move, delete folders; the three defaults stay)',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    body: UpdateMyFoldersBody,
    response: z.array(Folder),
  }),
  moveMyFiles: defineRoute({
    method: 'POST',
    path: '/movemyfiles',
    summary: 'Move your files into one of your folders',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    body: MoveMyFilesBody,
    response: z.array(MyFile),
  }),
  changeFileType: defineRoute({
    method: 'POST',
    path: '/changefiletype',
    summary: 'Change the type of your files',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    body: ChangeFileTypeBody,
    response: z.array(MyFile),
  }),
  addMyFile: defineRoute({
    method: 'POST',
    path: '/myfiles',
    summary: 'File a finished upload (purpose myfile) into one of your folders',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    body: AddMyFileBody,
    response: MyFile,
    status: 201,
  }),
  renameMyFile: defineRoute({
    method: 'PUT',
    path: '/myfiles/:id',
    summary: 'Rename one of your files',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    params: IdParam,
    body: RenameMyFileBody,
    response: MyFile,
  }),
  getMyFilesUsage: defineRoute({
    method: 'GET',
    path: '/myfiles_usage',
    summary: 'How much space your files take, and your quota',
    tags: ['myfiles'],
    access: { capability: 'files.use' },
    response: MyFilesUsage,
  }),
} as const;
