import { type ContentItem, contentRoutes, type VideoOffsetPayload } from '@spatium/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { connectSocket, settle, validate } from '../../../test/support/sockets.ts';

type Listener = 'admin' | 'companyAdmin' | 'member' | 'memberWithoutAccess' | 'restricted' | 'outsider';
const listeners: Listener[] = [
  'admin',
  'companyAdmin',
  'member',
  'memberWithoutAccess',
  'restricted',
  'outsider',
];

const routes = contentRoutes.videos360;

describe('360° video offsets and the video offset feed', () => {
  const app = useTestApp();
  const tokens = {} as Record<Listener, string>;
  const received = Object.fromEntries(listeners.map((l) => [l, []])) as unknown as Record<
    Listener,
    VideoOffsetPayload[]
  >;
  let videoId: number;
  let otherCompanyVideoId: number;

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const memberWithoutAccess = await buildUser(app.db, { companyId: tenants.company.id });
    // The restricted user is granted the sub-project too: the role alone must keep the feed from them.
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id, tenants.restricted.id]);
    const users = { ...tenants, memberWithoutAccess };
    for (const listener of listeners) {
      tokens[listener] = await signInFresh(app, users[listener].email);
      const socket = await connectSocket(app.url);
      expect((await validate(socket, tokens[listener], users[listener].id)).ok).toBe(true);
      socket.on('videooffset', (payload) => received[listener].push(payload));
    }
    const video = await buildContent(app.db, 'videos360', {
      companyId: tenants.company.id,
      oldsubprojectId: world.subproject.id,
      title: 'Crane camera',
      properties: { offsets: { yaw: 0, pitch: 0, roll: 0 } },
    });
    videoId = video.id;
    const otherVideo = await buildContent(app.db, 'videos360', {
      companyId: tenants.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
      title: 'Pier camera',
      properties: { offsets: { yaw: 10, pitch: 0, roll: 0 } },
    });
    otherCompanyVideoId = otherVideo.id;
  });

  beforeEach(() => {
    for (const listener of listeners) received[listener].length = 0;
  });

  const putOffsets = (token: string, id: number, offsets: unknown) =>
    app.call<ContentItem & { message?: string; code?: string }>(routes.update, {
      token,
      params: { id },
      body: { data: { properties: { offsets } } },
    });

  it('saves the offsets and sends them only to those who may see the video', async () => {
    const offsets = { yaw: -37.5, pitch: 4.2, roll: -1.5 };
    const saved = await putOffsets(tokens.companyAdmin, videoId, offsets);
    expect(saved.status).toBe(200);
    expect(saved.body.properties).toEqual({ offsets });
    await settle();

    for (const listener of ['admin', 'companyAdmin', 'member'] as const) {
      expect(received[listener], listener).toEqual([{ id: videoId, offsets }]);
    }
    for (const listener of ['memberWithoutAccess', 'restricted', 'outsider'] as const) {
      expect(received[listener], listener).toEqual([]);
    }
    const read = await app.call<ContentItem>(routes.get, { token: tokens.member, params: { id: videoId } });
    expect(read.body.properties).toEqual({ offsets });
  });

  it('sends no video offset when an edit leaves the offsets as they were', async () => {
    const renamed = await app.call(routes.update, {
      token: tokens.companyAdmin,
      params: { id: videoId },
      body: { data: { title: 'Crane camera, north mast' } },
    });
    expect(renamed.status).toBe(200);
    await settle();
    expect(received.member).toEqual([]);
  });

  it('refuses offsets that did not change with "No changes to update"', async () => {
    const current = await app.call<ContentItem>(routes.get, {
      token: tokens.companyAdmin,
      params: { id: videoId },
    });
    const again = await putOffsets(tokens.companyAdmin, videoId, current.body.properties.offsets);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('No changes to update');
    await settle();
    expect(received.member).toEqual([]);
  });

  it.each([
    [{ yaw: 181, pitch: 0, roll: 0 }, 'properties.offsets.yaw: yaw must be between -180 and 180 degrees'],
    [{ yaw: 0, pitch: -91, roll: 0 }, 'properties.offsets.pitch: pitch must be between -90 and 90 degrees'],
    [{ yaw: 0, pitch: 0, roll: 400 }, 'properties.offsets.roll: roll must be between -180 and 180 degrees'],
    [{ yaw: 'north', pitch: 0, roll: 0 }, 'properties.offsets.yaw: yaw must be a number of degrees'],
    [{ yaw: 0, pitch: 0, roll: 0, zoom: 2 }, 'properties.offsets: Unrecognized key: "zoom"'],
  ])('refuses offsets %j with a readable 400 and changes nothing', async (offsets, message) => {
    const before = await app.call<ContentItem>(routes.get, {
      token: tokens.companyAdmin,
      params: { id: videoId },
    });
    const refused = await putOffsets(tokens.companyAdmin, videoId, offsets);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    const after = await app.call<ContentItem>(routes.get, {
      token: tokens.companyAdmin,
      params: { id: videoId },
    });
    expect(after.body.properties).toEqual(before.body.properties);
    expect(after.body.updated_at).toBe(before.body.updated_at);
    await settle();
    expect(received.member).toEqual([]);
  });

  it("answers another company's video exactly like a missing one", async () => {
    const missing = await putOffsets(tokens.companyAdmin, 99_999_999, { yaw: 1, pitch: 0, roll: 0 });
    const foreign = await putOffsets(tokens.companyAdmin, otherCompanyVideoId, { yaw: 1, pitch: 0, roll: 0 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const outsiderEdit = await putOffsets(tokens.outsider, videoId, { yaw: 1, pitch: 0, roll: 0 });
    expect(outsiderEdit.status).toBe(404);
    const outsiderRead = await app.call(routes.get, { token: tokens.outsider, params: { id: videoId } });
    expect(outsiderRead.status).toBe(404);
    const outsiderList = await app.call<ContentItem[]>(routes.list, { token: tokens.outsider });
    expect(outsiderList.status).toBe(200);
    expect(outsiderList.body).toEqual([]);
    await settle();
    expect(received.member).toEqual([]);
  });

  it('refuses the restricted role (403) and members who may only watch', async () => {
    expect((await putOffsets(tokens.restricted, videoId, { yaw: 2, pitch: 0, roll: 0 })).status).toBe(403);
    expect((await app.call(routes.list, { token: tokens.restricted })).status).toBe(403);
    expect((await putOffsets(tokens.member, videoId, { yaw: 2, pitch: 0, roll: 0 })).status).toBe(403);
    expect(
      (await putOffsets(tokens.memberWithoutAccess, videoId, { yaw: 2, pitch: 0, roll: 0 })).status,
    ).toBe(404);
    const memberList = await app.call<ContentItem[]>(routes.list, { token: tokens.memberWithoutAccess });
    expect(memberList.body).toEqual([]);
    await settle();
    expect(received.member).toEqual([]);
  });
});
