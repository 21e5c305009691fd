import { ModalsProvider } from '@mantine/modals';
import type { MyFile } from '@spatium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../../test/render.tsx';
import { FolderContents } from './FolderContents.tsx';

const mySnapshots = { id: 2, name: 'My Snapshots', parent: 1, path: '/My Snapshots' };
const folders = [
  { id: 1, name: 'Root', parent: null, path: '/' },
  mySnapshots,
  { id: 3, name: 'Uploads', parent: 1, path: '/Uploads' },
];
const usage = () => ({ body: { used: 245_000, quota: 2 * 1024 ** 3 } });
const snapshot: MyFile = {
  id: 7,
  folder: 2,
  type: 'snapshot',
  name: 'Block A walk – Stairwell – 2026-11-25 10.15 UTC.jpg',
  size: 245_000,
  mime: 'image/jpeg',
  file: 31,
  thumbnail_url: '/files/32?u=4&e=1795330000&s=abc',
  view: {
    tour: 5,
    scene: 'stairwell',
    yaw: 1.2346,
    pitch: -0.2,
    zoom: 60,
    tour_title: 'Block A walk',
    scene_title: 'Stairwell',
  },
  created_at: '2026-11-25T10:15:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderFolder = () =>
  renderAt(
    <ModalsProvider>
      <FolderContents folder={mySnapshots} folders={folders} />
    </ModalsProvider>,
  );

const deletes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));

describe('a folder of My files', () => {
  it('shows its snapshots with a preview and a link back to the exact view', async () => {
    stubApi({
      'GET /api/getmyfolder': () => ({ body: { ...mySnapshots, folders: [], files: [snapshot] } }),
      'GET /api/myfiles_usage': usage,
    });
    renderFolder();
    const list = await screen.findByRole('list', { name: 'Files in My Snapshots' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText(snapshot.name)).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toContain('/files/32?u=4');
    expect(within(card).getByRole('link', { name: 'Open this view' }).getAttribute('href')).toBe(
      '/tours/5?scene=stairwell&yaw=1.235&pitch=-0.2&zoom=60',
    );
  });

  it('says how to take a snapshot while My Snapshots is empty', async () => {
    stubApi({ 'GET /api/getmyfolder': () => ({ body: { ...mySnapshots, folders: [], files: [] } }) });
    renderFolder();
    expect(await screen.findByText(/^No snapshots yet\. Open a tour and press “Snapshot”/)).toBeTruthy();
  });

  it('shows the error with a retry when the folder cannot be loaded', async () => {
    stubApi({
      'GET /api/getmyfolder': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'The folder was not found.' },
      }),
    });
    renderFolder();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The folder was not found.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when a file cannot be shown in the browser', async () => {
    const archive = {
      ...snapshot,
      id: 8,
      type: 'document',
      mime: 'application/zip',
      name: 'plan.zip',
      view: null,
      thumbnail_url: null,
    } as const;
    stubApi({
      'GET /api/getmyfolder': () => ({ body: { ...mySnapshots, folders: [], files: [archive] } }),
      'GET /api/myfiles_usage': usage,
    });
    renderFolder();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview plan.zip' }));
    expect(await screen.findByText('Preview not available')).toBeTruthy();
  });

  it('deletes a file only after the user confirms', async () => {
    const fetchMock = stubApi({
      'GET /api/getmyfolder': () => ({ body: { ...mySnapshots, folders: [], files: [snapshot] } }),
      'DELETE /api/myfiles/7': () => ({ body: { ok: true } }),
    });
    renderFolder();
    const remove = await screen.findByRole('button', { name: `Delete ${snapshot.name}` });

    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(fetchMock)).toEqual([]);

    fireEvent.click(remove);
    const again = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(within(again).getByText(/will be deleted for good/)).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeTruthy();
    expect(deletes(fetchMock)).toEqual([expect.stringMatching(/\/api\/myfiles\/7$/)]);
  });
});
