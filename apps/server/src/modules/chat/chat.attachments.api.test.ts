import { type Channel, type ChatMessage, catalogueRoutes, chatRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { buildTenants, buildUser, signIn } from '../../../test/support/factories.ts';
import { connectSocket, nextEvent, validate } from '../../../test/support/sockets.ts';
import { fetchBytes, samplePng, uploadFile } from '../../../test/support/uploads.ts';
import { files } from '../files/files.schema.ts';
import { attachmentRefused } from './chat.service.ts';

type Caller = 'member' | 'colleague' | 'companyAdmin' | 'admin' | 'noAccess' | 'restricted' | 'outsider';
type Answer<T> = T & { message: string; code?: string };

describe('chat attachments', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  const ids = {} as Record<Caller, number>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let content: Channel;
  let png: Buffer;

  const post = (caller: Caller, channel: number, body: Record<string, unknown>) =>
    app.call<Answer<ChatMessage>>(chatRoutes.postMessage, {
      token: tokens[caller],
      params: { id: channel },
      body,
    });
  const download = (caller: Caller, path: string) => fetchBytes(app, path, tokens[caller]);

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const colleague = await buildUser(app.db, { companyId: tenants.company.id });
    const noAccess = await buildUser(app.db, { companyId: tenants.company.id });
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, colleague.id]);
    const users = {
      member: tenants.member,
      colleague,
      companyAdmin: tenants.companyAdmin,
      admin: tenants.admin,
      noAccess,
      restricted: tenants.restricted,
      outsider: tenants.outsider,
    };
    for (const [caller, user] of Object.entries(users) as [Caller, { id: number; email: string }][]) {
      ids[caller] = user.id;
      tokens[caller] = await signIn(app, user.email);
    }
    const channels = await app.call<Channel[]>(chatRoutes.listChannels, { token: tokens.member });
    content = channels.body.find((c) => c.kind === 'content' && c.oldsubproject === world.subproject.id)!;
    png = await samplePng();
  });

  it('sends files with a message: readers get them live with an image preview, and download them', async () => {
    const photo = await uploadFile(app, tokens.member, 'crack at axis 4.png', png);
    const report = await uploadFile(app, tokens.member, 'report.txt', Buffer.from('Pour on Friday.\n'));
    const socket = await connectSocket(app.url);
    expect((await validate(socket, tokens.colleague, ids.colleague)).ok).toBe(true);
    const arriving = nextEvent(socket, 'newmwessage');
    const sent = await post('member', content.id, { body: 'See the photo', attachments: [photo, report] });
    expect(sent.status).toBe(201);
    const live = (await arriving) as ChatMessage;
    socket.disconnect();
    expect(live.attachments.map((a) => [a.id, a.name, a.type])).toEqual([
      [photo, 'crack at axis 4.png', 'image/png'],
      [report, 'report.txt', 'text/plain'],
    ]);
    const [image, text] = live.attachments;
    expect(image!.thumbnail).toMatch(new RegExp(`^/api/files/${photo}/thumbnail/`));
    expect(text!.thumbnail).toBeNull();
    expect(image!.url).toBe(`/chat_messages/${sent.body.id}/attachments/${photo}`);

    // The preview loads without a token (an <img>), the file itself with the reader's token.
    const preview = await fetchBytes(app, image!.thumbnail!);
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('image/webp');
    const original = await download('colleague', image!.url);
    expect(original.status).toBe(200);
    expect(original.bytes.equals(png)).toBe(true);
    expect(original.disposition).toContain('attachment');
    const history = await app.call<ChatMessage[]>(chatRoutes.channelMessages, {
      token: tokens.colleague,
      params: { id: content.id },
    });
    expect(history.body[0]!.attachments.map((a) => a.id)).toEqual([photo, report]);
    expect((await download('colleague', text!.url)).bytes.toString()).toBe('Pour on Friday.\n');
  });

  it('lets nobody else download them: not another company, not a user without access, not role 5', async () => {
    const photo = await uploadFile(app, tokens.member, 'site.png', png);
    const sent = await post('member', content.id, { body: 'Only for Block A', attachments: [photo] });
    const url = sent.body.attachments[0]!.url;
    for (const caller of ['noAccess', 'outsider'] as const)
      expect((await download(caller, url)).status).toBe(404);
    expect((await download('restricted', url)).status).toBe(403);
    expect((await fetchBytes(app, url)).status).toBe(401);
    // Named through a message of another channel, the file is not found either.
    const other = await post('member', content.id, { body: 'Another message' });
    expect((await download('colleague', `/chat_messages/${other.body.id}/attachments/${photo}`)).status).toBe(
      404,
    );
    // By its file id, only the one who sent it opens it: the channel decides for everyone else.
    expect((await download('member', `/files/${photo}`)).status).toBe(200);
    for (const caller of ['colleague', 'companyAdmin', 'admin', 'outsider'] as const) {
      expect((await download(caller, `/files/${photo}`)).status).toBe(404);
      const link = await app.call(catalogueRoutes.fileLink, { token: tokens[caller], params: { id: photo } });
      expect(link.status).toBe(404);
    }
  });

  it('keeps a personal message’s files between its two people, even from company admins', async () => {
    const direct = await app.call<Channel>(chatRoutes.openDirectChannel, {
      token: tokens.member,
      body: { user: ids.colleague },
    });
    const file = await uploadFile(app, tokens.member, 'salary.txt', Buffer.from('private'));
    // A message may be only a file.
    const sent = await post('member', direct.body.id, { attachments: [file] });
    expect(sent.status).toBe(201);
    expect(sent.body.body).toBe('');
    const url = sent.body.attachments[0]!.url;
    expect((await download('colleague', url)).status).toBe(200);
    for (const caller of ['companyAdmin', 'admin', 'noAccess', 'outsider'] as const)
      expect((await download(caller, url)).status).toBe(404);
  });

  it('refuses files that are not the sender’s fresh uploads, and a message with neither text nor file', async () => {
    const theirs = await uploadFile(app, tokens.colleague, 'theirs.txt', Buffer.from('x'));
    const mine = await uploadFile(app, tokens.member, 'mine.txt', Buffer.from('y'));
    const document = await uploadFile(app, tokens.member, 'doc.png', png, 'document');
    const outsiders = await uploadFile(app, tokens.outsider, 'o.txt', Buffer.from('z'));
    for (const attachments of [[theirs], [document], [outsiders], [mine, 2_000_000]]) {
      const refused = await post('member', content.id, { body: 'with a file', attachments });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(attachmentRefused);
    }
    // Nothing was kept of the refused messages, and the good file is still free to send.
    const history = await app.call<ChatMessage[]>(chatRoutes.channelMessages, {
      token: tokens.member,
      params: { id: content.id },
    });
    expect(history.body.some((m) => m.body === 'with a file')).toBe(false);
    expect((await post('member', content.id, { body: 'now', attachments: [mine] })).status).toBe(201);
    // A file goes with one message only.
    const again = await post('member', content.id, { body: 'again', attachments: [mine] });
    expect(again.status).toBe(400);
    const twice = await post('member', content.id, { body: 'twice', attachments: [mine, mine] });
    expect(twice.status).toBe(400);
    const empty = await post('member', content.id, { body: '  ', attachments: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Write a message first');
    const tooMany = await post('member', content.id, {
      body: 'many',
      attachments: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
  });

  it('deletes the files with their message (and its thread)', async () => {
    const root = await post('member', content.id, { body: 'Thread with files' });
    const inReply = await uploadFile(app, tokens.colleague, 'reply.png', png);
    const reply = await post('colleague', content.id, {
      body: 'A photo',
      parent: root.body.id,
      attachments: [inReply],
    });
    const url = reply.body.attachments[0]!.url;
    expect((await download('member', url)).status).toBe(200);
    const deleted = await app.call(chatRoutes.deleteMessage, {
      token: tokens.member,
      params: { id: root.body.id },
    });
    expect(deleted.status).toBe(200);
    expect((await download('colleague', url)).status).toBe(404);
    expect(await app.db.select().from(files).where(eq(files.id, inReply))).toEqual([]);
  });
});
