export {
  contentKeys,
  invalidateCatalogue,
  useContentItem,
  useContentList,
  useDeleteContent,
  useUpdateContent,
} from './api/content.ts';
export { downloadFile } from './api/download.ts';
export { changedFields } from './changes.ts';
export { ContentFormModal } from './components/ContentFormModal.tsx';
export { DeleteButton } from './components/DeleteButton.tsx';
export { KindIcon } from './components/KindIcon.tsx';
export { KindThumbnail } from './components/KindThumbnail.tsx';
export { type DeletedSubject, deletedNoticeKey, showDeletedNotice } from './deletedNotice.ts';
export { contentAtPath, contentPath, isContentKind, openPath, viewerPath } from './kinds.ts';
