export { downloadAttachment } from './api/attachments.ts';
export { createTusUpload, type UploadControl } from './api/tusUpload.ts';
export { AttachmentDropzone, AttachmentList } from './components/Attachments.tsx';
export { FileUploader, type FileUploaderProps } from './components/FileUploader.tsx';
export { type AttachmentUploads, useAttachmentUploads } from './hooks/useAttachmentUploads.ts';
export { checkUploadSize, formatBytes, purposeFor } from './uploadRules.ts';
