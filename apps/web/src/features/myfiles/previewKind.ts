import type { MyFile } from '@spatium/contracts';

export type PreviewKind = 'image' | 'video' | 'pdf' | 'model';

/**
 * How a file can be shown in the browser, judged by the MIME type the server detected from its bytes:
 * images and video natively, PDFs with pdf.js, glTF models with three.js; null for anything else
 * ('Preview not available').
 */
export function previewKindOf(file: Pick<MyFile, 'mime'>): PreviewKind | null {
  const mime = file.mime.toLowerCase();
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'model/gltf-binary' || mime === 'model/gltf+json') return 'model';
  return null;
}
