// What other modules may use of files; everything else in this folder is its own.
export {
  claimAttachments,
  deleteFileRows,
  filesAttachableIn,
  findFile,
  findItemFiles,
  findItemFilesById,
  type ItemFile,
  insertFile,
  loadFileRefs,
  presentFileRef,
  releaseContentFiles,
  setContentFiles,
} from './files.repository.ts';
export { type OpenedFile, openBytes, openStoredFile, parseRange, sendStoredFile } from './files.send.ts';
export { FilesService, formatBytes, sanitiseFileName } from './files.service.ts';
export { isPreviewable, presentAttachment, thumbnailUrl, withPreviews } from './files.thumbnails.ts';
