import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { FileUploader } from './FileUploader.tsx';

const tus = vi.hoisted(() => ({ created: [] as string[] }));
vi.mock('../api/tusUpload.ts', () => ({
  createTusUpload: (file: File) => {
    tus.created.push(file.name);
    return { start: async () => {}, pause: async () => {}, cancel: async () => {} };
  },
  fetchUploadedFile: async () => ({ name: 'x', size: 1 }),
}));

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const las = () => {
  const head = new Uint8Array(400);
  head.set([0x4c, 0x41, 0x53, 0x46]); // LASF
  head[104] = 0x83;
  return head;
};

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('FileUploader', () => {
  beforeEach(() => {
    tus.created.length = 0;
  });

  it('offers only the types of its purpose in the file picker', () => {
    renderAt(<FileUploader purpose="cloud" onChange={() => {}} />);
    const accept = document.querySelector('input[type=file]')?.getAttribute('accept') ?? '';
    expect(accept.split(',')).toEqual(expect.arrayContaining(['.las', '.laz']));
    expect(screen.getByText('Accepted: .las, .laz')).toBeTruthy();
  });

  it('refuses a photo named like a point cloud from its first bytes, before anything is sent', async () => {
    renderAt(<FileUploader purpose="cloud" onChange={() => {}} />);
    pick(new File([png], 'site-photo.laz', { type: '' }));
    expect(
      await screen.findByText(
        'This is not one of the accepted file types (.las, .laz), so it was not uploaded.',
      ),
    ).toBeTruthy();
    expect(tus.created).toEqual([]);
  });

  it('sends a real point cloud', async () => {
    renderAt(<FileUploader purpose="cloud" onChange={() => {}} />);
    pick(new File([las()], 'block-a.laz', { type: '' }));
    await waitFor(() => expect(tus.created).toEqual(['block-a.laz']));
  });
});
