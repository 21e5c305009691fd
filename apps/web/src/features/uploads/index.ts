export { FileUploader, type FileUploaderProps } from './components/FileUploader.tsx';
export { checkUploadSize, formatBytes, purposeFor } from './uploadRules.ts';
