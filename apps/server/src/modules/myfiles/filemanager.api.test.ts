import {
  type Folder,
  type MyFile,
  type MyFilesUsage,
  myFileRoutes,
  myFilesQuotaBytes,
} from '@spatium/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

type Caller = 'member' | 'colleague' | 'admin' | 'restricted' | 'outsider';
type Contents = Folder & { folders: Folder[]; files: MyFile[] };

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A whole tus upload (create, then one PATCH); answers the file id, or the refusal. */
async function upload(app: TestApp, token: string, name: string, bytes: Buffer, size = bytes.length) {
  const created = await fetch(new URL('/api/uploads', app.url), {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token}`,
      'upload-length': String(size),
      'upload-metadata': metadata({ filename: name, purpose: 'myfile' }),
    },
  });
  if (created.status !== 201) return { status: created.status, body: await created.text() };
  const patched = await fetch(new URL(created.headers.get('location')!, app.url), {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  return { status: patched.status, fileId: Number(patched.headers.get('upload-info')) };
}

const defaults = [
  { id: 1, name: 'Root', parent: null },
  { id: 2, name: 'My Snapshots', parent: 1 },
  { id: 3, name: 'Uploads', parent: 1 },
];

describe('the file manager: folders, uploads, move, type, rename, quota', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  const fileIds = {} as Record<'photo' | 'notes' | 'restrictedNotes', number>;
  let photoId: number;
  let notesId: number;

  const folder = async (token: string, id: number) => {
    const answer = await app.call<Contents>(myFileRoutes.getMyFolder, { token, query: { id } });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const saveFolders = (token: string, folders: unknown[]) =>
    app.call<Folder[] & { message: string }>(myFileRoutes.updateMyFolders, { token, body: { folders } });
  const file = (token: string, fileId: number, folderId: number) =>
    app.call<MyFile & { message: string }>(myFileRoutes.addMyFile, {
      token,
      body: { file: fileId, folder: folderId },
    });

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.colleague = await signInFresh(app, tenants.companyAdmin.email);
    tokens.admin = await signInFresh(app, tenants.admin.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    const photo = await upload(app, tokens.member, 'site.png', png);
    const notes = await upload(
      app,
      tokens.member,
      'notes.txt',
      Buffer.from('Check the railing on level 3.\n'),
    );
    const restrictedNotes = await upload(app, tokens.restricted, 'mine.txt', Buffer.from('My own notes.\n'));
    expect([photo.status, notes.status, restrictedNotes.status]).toEqual([204, 204, 204]);
    fileIds.photo = photo.fileId!;
    fileIds.notes = notes.fileId!;
    fileIds.restrictedNotes = restrictedNotes.fileId!;
  });

  it('files uploads into a folder with a type guessed from the content, and shows the used space', async () => {
    const photo = await file(tokens.member, fileIds.photo, 3);
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ folder: 3, type: 'image', name: 'site.png', mime: 'image/png' });
    expect(photo.body.thumbnail_url).toMatch(/^\/files\/\d+\/thumbnail\//);
    photoId = photo.body.id;
    const notes = await file(tokens.member, fileIds.notes, 3);
    expect(notes.body).toMatchObject({ type: 'document', mime: 'text/plain' });
    notesId = notes.body.id;
    expect((await folder(tokens.member, 3)).files.map((f) => f.name).sort()).toEqual([
      'notes.txt',
      'site.png',
    ]);
    const usage = await app.call<MyFilesUsage>(myFileRoutes.getMyFilesUsage, { token: tokens.member });
    expect(usage.body.quota).toBe(myFilesQuotaBytes);
    expect(usage.body.used).toBe(photo.body.size + notes.body.size);
  });

  it('refuses to file someone else’s upload, the same upload twice, or into a folder the user lacks', async () => {
    expect((await file(tokens.colleague, fileIds.notes, 3)).status).toBe(404);
    expect((await file(tokens.outsider, fileIds.notes, 1)).status).toBe(404);
    expect((await file(tokens.member, fileIds.notes, 3)).status).toBe(400);
    expect((await file(tokens.restricted, fileIds.restrictedNotes, 99)).status).toBe(404);
  });

  it('lets the restricted role keep and file their own files', async () => {
    const mine = await file(tokens.restricted, fileIds.restrictedNotes, 3);
    expect(mine.status).toBe(201);
    expect((await folder(tokens.restricted, 3)).files.map((f) => f.name)).toEqual(['mine.txt']);
    expect((await folder(tokens.member, 3)).files.map((f) => f.name)).not.toContain('mine.txt');
  });

  it('saves a folder tree with paths, keeps the defaults, and refuses loops', async () => {
    const saved = await saveFolders(tokens.member, [
      ...defaults,
      { id: 4, name: 'Site A', parent: 1 },
      { id: 5, name: 'Drawings', parent: 4 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.find((f) => f.id === 5)?.path).toBe('/Site A/Drawings');
    expect((await folder(tokens.member, 4)).folders.map((f) => f.name)).toEqual(['Drawings']);
    const noUploads = await saveFolders(tokens.member, defaults.slice(0, 2));
    expect(noUploads.status).toBe(400);
    expect(noUploads.body.message).toBe('The folder "Uploads" cannot be deleted.');
    const loop = await saveFolders(tokens.member, [
      ...defaults,
      { id: 4, name: 'Site A', parent: 5 },
      { id: 5, name: 'Drawings', parent: 4 },
    ]);
    expect(loop.status).toBe(400);
    // Nobody else's tree changed.
    expect(
      (await app.call<Contents>(myFileRoutes.getMyFolder, { token: tokens.colleague, query: { id: 4 } }))
        .status,
    ).toBe(404);
  });

  it('moves files into another folder and changes their type, all or nothing', async () => {
    const moved = await app.call<MyFile[]>(myFileRoutes.moveMyFiles, {
      token: tokens.member,
      body: { id: 5, files: [photoId, notesId] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.map((f) => f.folder)).toEqual([5, 5]);
    const typed = await app.call<MyFile[]>(myFileRoutes.changeFileType, {
      token: tokens.member,
      body: { id: 'model', files: [photoId] },
    });
    expect(typed.body.map((f) => f.type)).toEqual(['model']);
    expect((await folder(tokens.member, 5)).files).toHaveLength(2);
    // A folder the user lacks, or a file not theirs among the list: 404, and nothing moves.
    expect(
      (await app.call(myFileRoutes.moveMyFiles, { token: tokens.member, body: { id: 77, files: [photoId] } }))
        .status,
    ).toBe(404);
    const mixed = await app.call(myFileRoutes.moveMyFiles, {
      token: tokens.member,
      body: { id: 3, files: [photoId, 999_999] },
    });
    expect(mixed.status).toBe(404);
    expect((await folder(tokens.member, 5)).files).toHaveLength(2);
    expect(
      (
        await app.call(myFileRoutes.changeFileType, {
          token: tokens.member,
          body: { id: 'spaceship', files: [photoId] },
        })
      ).status,
    ).toBe(400);
  });

  it('never lets a colleague, an admin or another company move, retype, rename or delete the files', async () => {
    for (const caller of ['colleague', 'admin', 'outsider', 'restricted'] as const) {
      const token = tokens[caller];
      expect(
        (await app.call(myFileRoutes.moveMyFiles, { token, body: { id: 1, files: [photoId] } })).status,
      ).toBe(404);
      expect(
        (await app.call(myFileRoutes.changeFileType, { token, body: { id: 'other', files: [photoId] } }))
          .status,
      ).toBe(404);
      expect(
        (
          await app.call(myFileRoutes.renameMyFile, {
            token,
            params: { id: photoId },
            body: { name: 'x.png' },
          })
        ).status,
      ).toBe(404);
      expect((await app.call(myFileRoutes.deleteMyFile, { token, params: { id: photoId } })).status).toBe(
        404,
      );
      const listed = await app.call<MyFile[]>(myFileRoutes.getMyFiles, { token });
      expect(listed.body.map((f) => f.id)).not.toContain(photoId);
    }
    expect((await folder(tokens.member, 5)).files.find((f) => f.id === photoId)).toMatchObject({
      folder: 5,
      type: 'model',
      name: 'site.png',
    });
  });

  it('renames a file, and refuses a rename that changes nothing', async () => {
    const renamed = await app.call<MyFile>(myFileRoutes.renameMyFile, {
      token: tokens.member,
      params: { id: notesId },
      body: { name: 'railing notes.txt' },
    });
    expect(renamed.body.name).toBe('railing notes.txt');
    const same = await app.call<{ message: string }>(myFileRoutes.renameMyFile, {
      token: tokens.member,
      params: { id: notesId },
      body: { name: 'railing notes.txt' },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes to update');
  });

  it('moves the files of a deleted folder to Root', async () => {
    const saved = await saveFolders(tokens.member, defaults);
    expect(saved.status).toBe(200);
    expect((await folder(tokens.member, 1)).files.map((f) => f.id).sort()).toEqual([photoId, notesId].sort());
    expect(
      (await app.call(myFileRoutes.getMyFolder, { token: tokens.member, query: { id: 5 } })).status,
    ).toBe(404);
  });

  it('refuses an upload over the quota before any byte is sent', async () => {
    const refused = await upload(app, tokens.member, 'huge.bin', Buffer.alloc(0), myFilesQuotaBytes);
    expect(refused.status).toBe(413);
    expect(refused.body).toContain('Delete some files first.');
  });

  it('deletes a file for good', async () => {
    expect(
      (await app.call(myFileRoutes.deleteMyFile, { token: tokens.member, params: { id: notesId } })).status,
    ).toBe(200);
    expect((await folder(tokens.member, 1)).files.map((f) => f.id)).toEqual([photoId]);
  });
});
