import {
  myFileRoutes,
  SaveSceneSnapshotFields,
  SaveSnapshotFields,
  snapshotMaxBytes,
} from '@spatium/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import type { ContentService } from '../content/index.ts';
import { MyFilesService } from './myfiles.service.ts';
import { saveSceneSnapshot, saveSnapshot } from './saveSnapshot.ts';

/**
 * My files (getmyfiles, getmyfolder, updatemyfolders, movemyfiles, changefiletype, filing an upload,
 * renaming, deleting, the quota) and saving a snapshot of a tour or a 3D view into My Snapshots.
 */
export function registerMyFilesModule(
  ctx: ModuleContext,
  contents: { tours: ContentService } & Record<SaveSceneSnapshotFields['content'], ContentService>,
): void {
  const { tours } = contents;
  const myFiles = new MyFilesService(ctx);
  const { mount } = ctx.routes;
  mount(myFileRoutes.getMyFiles, ({ actor, query }) => myFiles.list(actor, query));
  mount(myFileRoutes.getMyFolder, ({ actor, query }) => myFiles.folder(actor, query.id));
  mount(myFileRoutes.deleteMyFile, ({ actor, params }) => myFiles.remove(actor, params.id));
  mount(myFileRoutes.updateMyFolders, ({ actor, body }) => myFiles.saveFolders(actor, body.folders));
  mount(myFileRoutes.moveMyFiles, ({ actor, body }) => myFiles.move(actor, body.id, body.files));
  mount(myFileRoutes.changeFileType, ({ actor, body }) => myFiles.changeType(actor, body.id, body.files));
  mount(myFileRoutes.addMyFile, ({ actor, body }) => myFiles.add(actor, body));
  mount(myFileRoutes.renameMyFile, ({ actor, params, body }) => myFiles.rename(actor, params.id, body.name));
  mount(myFileRoutes.getMyFilesUsage, ({ actor }) => myFiles.usage(actor));
  mount(
    myFileRoutes.saveSnapshot,
    async ({ actor }, { request }) => {
      const { fields, image } = await readSnapshotForm(request, SaveSnapshotFields);
      return saveSnapshot(ctx, { tours, myFiles }, { actor, domain: request.hostname, fields, image });
    },
    { rawBody: true },
  );
  mount(
    myFileRoutes.saveSceneSnapshot,
    async ({ actor }, { request }) => {
      const { fields, image } = await readSnapshotForm(request, SaveSceneSnapshotFields);
      return saveSceneSnapshot(
        ctx,
        { contents, myFiles },
        { actor, domain: request.hostname, fields, image },
      );
    },
    { rawBody: true },
  );
}

const megabytes = Math.round(snapshotMaxBytes / 1024 / 1024);

/** The multipart form of a snapshot: its text fields (checked by the contract) and the image. */
async function readSnapshotForm<Fields extends z.ZodType>(request: FastifyRequest, schema: Fields) {
  if (!request.isMultipart()) {
    throw badRequest('Send the snapshot as multipart/form-data with the image in the field "file".');
  }
  const values: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: snapshotMaxBytes, files: 1, fields: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('Send the image in the field "file".');
        image = await part.toBuffer();
      } else {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `A snapshot may be at most ${megabytes} MB.`, 'snapshots.too_large');
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('Send one image and the view fields only.');
    }
    throw error;
  }
  if (!image || image.length === 0) throw badRequest('The image is missing: send it in the field "file".');
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'form'}: ${issue.message}`, 'validation');
  }
  return { fields: parsed.data as z.infer<Fields>, image };
}
