import type { Attachment } from '@spatium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import type { UploadHandlers } from '../api/tusUpload.ts';
import { useAttachmentUploads } from '../hooks/useAttachmentUploads.ts';
import { AttachmentDropzone, AttachmentList } from './Attachments.tsx';

const tus = vi.hoisted(() => ({
  uploads: [] as { name: string; purpose: string; handlers: UploadHandlers; cancelled: boolean }[],
}));
vi.mock('../api/tusUpload.ts', () => ({
  createTusUpload: (file: File, purpose: string, handlers: UploadHandlers) => {
    const upload = { name: file.name, purpose, handlers, cancelled: false };
    tus.uploads.push(upload);
    return {
      start: async () => {},
      pause: async () => {},
      cancel: async () => {
        upload.cancelled = true;
      },
    };
  },
}));
const downloads = vi.hoisted(() => ({ asked: [] as string[] }));
vi.mock('../api/attachments.ts', () => ({
  previewSource: (thumbnail: string) => thumbnail,
  downloadAttachment: async (attachment: { url: string }) => {
    downloads.asked.push(attachment.url);
  },
}));

const photo: Attachment = {
  id: 7,
  name: 'crack.png',
  size: 2048,
  type: 'image/png',
  url: '/chat_messages/3/attachments/7',
  thumbnail: '/api/files/7/thumbnail/grant',
};
const report: Attachment = {
  id: 8,
  name: 'report.pdf',
  size: 3 * 1024 * 1024,
  type: 'application/pdf',
  url: '/chat_messages/3/attachments/8',
  thumbnail: null,
};

function Composer() {
  const uploads = useAttachmentUploads();
  return (
    <AttachmentDropzone uploads={uploads}>
      <output aria-label="ready">{`${uploads.fileIds.join(',')}|${uploads.busy ? 'busy' : 'idle'}`}</output>
    </AttachmentDropzone>
  );
}

function pick(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

describe('message attachments', () => {
  beforeEach(() => {
    tus.uploads.length = 0;
    downloads.asked.length = 0;
  });

  it('shows an image as its preview and another file as a card with its size, each downloadable', async () => {
    renderAt(<AttachmentList attachments={[photo, report]} />);
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(list).toBeTruthy();
    const image = screen.getByRole('img', { name: 'crack.png' });
    expect(image.getAttribute('src')).toBe('/api/files/7/thumbnail/grant');
    expect(screen.queryByRole('img', { name: 'report.pdf' })).toBeNull();
    expect(screen.getByText('report.pdf')).toBeTruthy();
    expect(screen.getByText(/^3(\.0)? MB$/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Download report.pdf' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Download crack.png' })[0]!);
    await waitFor(() => expect(downloads.asked).toEqual([report.url, photo.url]));
  });

  it('shows nothing for a message without files', () => {
    renderAt(<AttachmentList attachments={[]} />);
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('uploads a picked file at once with its progress, and sends its id once it is done', async () => {
    renderAt(<Composer />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeTruthy();
    pick(new File(['x'.repeat(100)], 'site.jpg', { type: 'image/jpeg' }));
    await screen.findByText('site.jpg');
    expect(tus.uploads.map((u) => [u.name, u.purpose])).toEqual([['site.jpg', 'attachment']]);
    expect(screen.getByLabelText('ready').textContent).toBe('|busy');
    tus.uploads[0]!.handlers.onProgress(50, 100);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress of site.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    tus.uploads[0]!.handlers.onSuccess(42);
    await screen.findByText('Uploaded');
    expect(screen.getByLabelText('ready').textContent).toBe('42|idle');
  });

  it('removes a file before sending, cancelling its upload', async () => {
    renderAt(<Composer />);
    pick(new File(['a'], 'a.txt'), new File(['b'], 'b.txt'));
    await screen.findByText('b.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.queryByText('a.txt')).toBeNull();
    expect(tus.uploads.find((u) => u.name === 'a.txt')?.cancelled).toBe(true);
    tus.uploads.find((u) => u.name === 'b.txt')!.handlers.onSuccess(9);
    await waitFor(() => expect(screen.getByLabelText('ready').textContent).toBe('9|idle'));
  });

  it('refuses an empty file and more files than a message carries, without uploading them', async () => {
    renderAt(<Composer />);
    pick(new File([], 'empty.txt'));
    await screen.findByText('This file is empty.');
    pick(...Array.from({ length: 11 }, (_, i) => new File(['x'], `f${i}.txt`)));
    await screen.findByText('A message can carry at most 10 files');
    expect(tus.uploads).toHaveLength(10);
  });
});
