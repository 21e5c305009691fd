import { describe, expect, it } from 'vitest';
import { previewKindOf } from './previewKind.ts';

describe('previewKindOf', () => {
  it.each([
    ['image/png', 'image'],
    ['video/mp4', 'video'],
    ['application/pdf', 'pdf'],
    ['model/gltf-binary', 'model'],
    ['model/gltf+json', 'model'],
  ])('shows %s as %s', (mime, kind) => {
    expect(previewKindOf({ mime })).toBe(kind);
  });

  it.each(['application/zip', 'application/x-step', 'text/plain', 'application/octet-stream'])(
    'has no preview for %s',
    (mime) => {
      expect(previewKindOf({ mime })).toBeNull();
    },
  );
});
