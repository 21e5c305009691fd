import { snapshotFolderId } from '@spatium/contracts';

/** The My files page, opened at a folder (My Snapshots unless told). */
export function myFilesPath(folder: number = snapshotFolderId): string {
  return `/myfiles?folder=${folder}`;
}
