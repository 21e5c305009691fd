export { createTusUpload, type UploadControl } from './api/tusUpload.ts';
export { FileUploader, type FileUploaderProps } from './components/FileUploader.tsx';
export { checkUploadSize, formatBytes, purposeFor } from './uploadRules.ts';
