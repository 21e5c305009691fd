import { z } from 'zod';
import { listQuery } from '../core/list.ts';
import { id, text, urlId } from '../core/primitives.ts';
import { Folder } from '../profile/profile.ts';
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

/** The default folders (SPEC §9): Root 1, My Snapshots 2, Uploads 3. They can be neither renamed away nor deleted. */
export const rootFolderId = 1;
export const uploadsFolderId = 3;
export const myFoldersMax = 200;
/** How much a user may keep in My files, all files together. */
export const myFilesQuotaBytes = 2 * 1024 ** 3;
/** What a file is, as the user files it (changefiletype); a new upload's type is guessed from its content. */
export const myFileTypes = ['snapshot', 'document', 'image', 'video', 'model', 'other'] as const;
export type MyFileType = (typeof myFileTypes)[number];

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
export type SaveSnapshotFields = z.infer<typeof SaveSnapshotFields>;

/**
 * POST snapshots/3d is multipart/form-data too: the 3D viewer's item in these fields, then the image
 * in the field "file".
 */
export const SaveSceneSnapshotFields = z.object({
  content: z.enum(['clouds', 'bims', 'threeds']).describe('The kind of the item shown in the 3D viewer'),
  item: urlId(),
});
export type SaveSceneSnapshotFields = z.infer<typeof SaveSceneSnapshotFields>;

export const MyFile = z.object({
  id: z.number().int(),
  folder: z.number().int().describe('Id of one of the owner’s folders (myfolders)'),
  type: z.enum(myFileTypes).describe('What the file is'),
  name: text(),
  size: z.number().int(),
  mime: text(),
  file: z.number().int().describe('The stored file: download it through files/{id}/link'),
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
export type MyFilesQuery = z.infer<typeof MyFilesQuery>;

export const MyFolderQuery = z.object({
  id: urlId().describe('A folder id of your myfolders, e.g. 2 for My Snapshots'),
});
export type MyFolderQuery = z.infer<typeof MyFolderQuery>;

export const MyFolderContents = Folder.extend({
  folders: z.array(Folder).describe('The folders directly inside it'),
  files: z.array(MyFile).describe('Its files, newest first'),
});
export type MyFolderContents = z.infer<typeof MyFolderContents>;

const fileIds = z.array(id()).min(1).max(500).describe('Ids of your files');

/** movemyfiles: put files into one of your folders. */
export const MoveMyFilesBody = z.object({ id: id().describe('The folder'), files: fileIds });
export type MoveMyFilesBody = z.infer<typeof MoveMyFilesBody>;

/** changefiletype: file files as another type. */
export const ChangeFileTypeBody = z.object({
  id: z.enum(myFileTypes).describe('The new type'),
  files: fileIds,
});
export type ChangeFileTypeBody = z.infer<typeof ChangeFileTypeBody>;

/**
 * updatemyfolders: the whole folder tree. The server works out each path; Root (1), My Snapshots (2)
 * and Uploads (3) must stay where they are. Files of a folder that is left out move to Root.
 */
export const FolderInput = z.object({
  id: id(),
  name: text().trim().min(1, 'A folder needs a name').max(80),
  parent: id().nullable(),
});
export type FolderInput = z.infer<typeof FolderInput>;
export const UpdateMyFoldersBody = z.object({ folders: z.array(FolderInput).min(1).max(myFoldersMax) });
export type UpdateMyFoldersBody = z.infer<typeof UpdateMyFoldersBody>;

/** POST myfiles: file a finished upload (purpose "myfile") into one of your folders. */
export const AddMyFileBody = z.object({
  file: id().describe('The file id the upload answered with (Upload-Info)'),
  folder: id().describe('One of your folders'),
});
export type AddMyFileBody = z.infer<typeof AddMyFileBody>;

export const RenameMyFileBody = z.object({ name: text().trim().min(1, 'A file needs a name').max(200) });
export type RenameMyFileBody = z.infer<typeof RenameMyFileBody>;

export const MyFilesUsage = z.object({
  used: z.number().int().describe('Bytes of all your files'),
  quota: z.number().int().describe('Bytes you may keep'),
});
export type MyFilesUsage = z.infer<typeof MyFilesUsage>;
