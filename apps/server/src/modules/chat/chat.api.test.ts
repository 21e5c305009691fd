import {
  type Channel,
  type ChatMessage,
  type ChatPerson,
  chatRoutes,
  chatMessages as chatTexts,
  type NotificationsList,
  notificationRoutes,
} from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { buildTenants, buildUser, signIn } from '../../../test/support/factories.ts';
import { connectSocket, nextEvent, recordEvents, settle, validate } from '../../../test/support/sockets.ts';
import { companies } from '../companies/companies.schema.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';
import { overrides } from '../settings/settings.schema.ts';
import { mentionedNames } from './chat.service.ts';

type Caller = 'member' | 'colleague' | 'companyAdmin' | 'noAccess' | 'restricted' | 'outsider';
type Answer<T> = T & { message: string; code?: string };

describe('chat', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  const users = {} as Record<Caller, { id: number; username: string }>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let companyId: number;

  const channels = async (caller: Caller) => {
    const answer = await app.call<Channel[]>(chatRoutes.listChannels, { token: tokens[caller] });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const channelOf = async (caller: Caller, kind: Channel['kind'], subproject?: number) =>
    (await channels(caller)).find(
      (c) => c.kind === kind && (subproject === undefined || c.oldsubproject === subproject),
    )!;
  const post = (caller: Caller, channel: number, body: string, parent?: number) =>
    app.call<Answer<ChatMessage>>(chatRoutes.postMessage, {
      token: tokens[caller],
      params: { id: channel },
      body: { body, ...(parent && { parent }) },
    });
  const history = (caller: Caller, channel: number, query: Record<string, number> = {}) =>
    app.call<ChatMessage[]>(chatRoutes.channelMessages, {
      token: tokens[caller],
      params: { id: channel },
      query,
    });
  const socketOf = async (caller: Caller) => {
    const socket = await connectSocket(app.url);
    expect((await validate(socket, tokens[caller], users[caller].id)).ok).toBe(true);
    return socket;
  };

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    companyId = tenants.company.id;
    const colleague = await buildUser(app.db, { companyId });
    const noAccess = await buildUser(app.db, { companyId });
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, colleague.id]);
    const all = {
      member: tenants.member,
      colleague,
      companyAdmin: tenants.companyAdmin,
      noAccess,
      restricted: tenants.restricted,
      outsider: tenants.outsider,
    };
    for (const [caller, user] of Object.entries(all) as [
      Caller,
      { id: number; email: string; username: string },
    ][]) {
      users[caller] = user;
      tokens[caller] = await signIn(app, user.email);
    }
  });

  it('gives every user the company channel, their notes, and content channels of what they may see', async () => {
    const member = await channels('member');
    expect(member.map((c) => c.kind).sort()).toEqual(['company', 'content', 'notes']);
    const content = member.find((c) => c.kind === 'content')!;
    const company = member.find((c) => c.kind === 'company')!;
    expect(content).toMatchObject({
      name: 'Fjordbyen Block A',
      oldsubproject: world.subproject.id,
      parent: company.id,
    });
    expect(company.name).toBe('Nordvik Test AS');
    // member, colleague, the company admin and the role-3 admin (all sub-projects); not the one without access.
    expect(content.users).toBe(4);
    const noAccess = await channels('noAccess');
    expect(noAccess.map((c) => c.kind).sort()).toEqual(['company', 'notes']);
    const admin = await channels('companyAdmin');
    expect(
      admin
        .filter((c) => c.kind === 'content')
        .map((c) => c.oldsubproject)
        .sort(),
    ).toEqual([world.subproject.id, world.hiddenSubproject.id].sort());
    const outsider = await channels('outsider');
    expect(outsider.every((c) => !member.some((m) => m.id === c.id))).toBe(true);
    expect((await app.call(chatRoutes.listChannels, { token: tokens.restricted })).status).toBe(403);
  });

  it('delivers a message with newmwessage to exactly the sockets allowed, and keeps it for history', async () => {
    const content = await channelOf('member', 'content', world.subproject.id);
    const [colleague, noAccess, outsider, restricted] = await Promise.all(
      (['colleague', 'noAccess', 'outsider'] as const).map(socketOf).concat([
        (async () => {
          const socket = await connectSocket(app.url);
          await validate(socket, tokens.restricted, users.restricted.id);
          return socket;
        })(),
      ]),
    );
    const leaks = [noAccess!, outsider!, restricted!].map((socket) => recordEvents(socket, 'newmwessage'));
    const arriving = nextEvent(colleague!, 'newmwessage');
    const sent = await post('member', content.id, 'Scaffolding comes down on Friday');
    expect(sent.status).toBe(201);
    expect(await arriving).toMatchObject({
      id: sent.body.id,
      channel: content.id,
      body: 'Scaffolding comes down on Friday',
      mine: false,
      author: { id: users.member.id },
    });
    await settle();
    for (const leak of leaks) expect(leak).toEqual([]);

    for (const caller of ['noAccess', 'outsider'] as const) {
      expect((await history(caller, content.id)).status).toBe(404);
      expect((await post(caller, content.id, 'let me in')).status).toBe(404);
    }
    expect((await history('restricted', content.id)).status).toBe(403);
    const seen = await history('colleague', content.id);
    expect(seen.body[0]).toMatchObject({ body: 'Scaffolding comes down on Friday' });
  });

  it('keeps private notes private', async () => {
    const notes = await channelOf('member', 'notes');
    expect(notes.users).toBe(1);
    await post('member', notes.id, 'Remember the crane permit');
    for (const caller of ['colleague', 'companyAdmin', 'outsider'] as const)
      expect((await history(caller, notes.id)).status).toBe(404);
    expect((await history('member', notes.id)).body[0]!.body).toBe('Remember the crane permit');
  });

  it('opens a personal channel between two users of the company and nobody else', async () => {
    const people = await app.call<ChatPerson[]>(chatRoutes.chatPeople, { token: tokens.member });
    expect(people.body.map((p) => p.id)).toContain(users.colleague.id);
    expect(people.body.map((p) => p.id)).not.toContain(users.member.id);
    expect(people.body.map((p) => p.id)).not.toContain(users.outsider.id);
    expect(people.body.map((p) => p.id)).not.toContain(users.restricted.id);

    const opened = await app.call<Channel>(chatRoutes.openDirectChannel, {
      token: tokens.member,
      body: { user: users.colleague.id },
    });
    expect(opened.body).toMatchObject({ kind: 'direct', partner: { id: users.colleague.id }, users: 2 });
    const fromOtherSide = await app.call<Channel>(chatRoutes.openDirectChannel, {
      token: tokens.colleague,
      body: { user: users.member.id },
    });
    expect(fromOtherSide.body.id).toBe(opened.body.id);
    const toOutsider = await app.call(chatRoutes.openDirectChannel, {
      token: tokens.member,
      body: { user: users.outsider.id },
    });
    expect(toOutsider.status).toBe(404);
    const toSelf = await app.call<Answer<object>>(chatRoutes.openDirectChannel, {
      token: tokens.member,
      body: { user: users.member.id },
    });
    expect(toSelf.body.message).toBe(chatTexts.directToSelf);

    const colleague = await socketOf('colleague');
    const companyAdmin = await socketOf('companyAdmin');
    const overheard = recordEvents(companyAdmin, 'newmwessage');
    const arriving = nextEvent(colleague, 'newmwessage');
    await post('member', opened.body.id, 'Coffee at 10?');
    expect((await arriving).body).toBe('Coffee at 10?');
    await settle();
    expect(overheard).toEqual([]);
    expect((await history('companyAdmin', opened.body.id)).status).toBe(404);
    const bell = await app.call<NotificationsList>(notificationRoutes.myNotifications, {
      token: tokens.colleague,
    });
    expect(bell.body.items[0]).toMatchObject({
      type: 'message',
      model: 'messages',
      result: { title: 'Coffee at 10?' },
    });
  });

  it('threads replies under a message and counts them', async () => {
    const company = await channelOf('member', 'company');
    const root = (await post('member', company.id, 'Who has the site keys?')).body;
    const reply = await post('colleague', company.id, 'I do', root.id);
    expect(reply.body.parent).toBe(root.id);
    const replyToReply = await post('member', company.id, 'nested', reply.body.id);
    expect(replyToReply.status).toBe(400);
    const top = await history('member', company.id);
    expect(top.body.find((m) => m.id === root.id)?.replies).toBe(1);
    expect(top.body.some((m) => m.id === reply.body.id)).toBe(false);
    const thread = await history('member', company.id, { thread: root.id });
    expect(thread.body.map((m) => m.body)).toEqual(['I do']);
  });

  it('counts unread messages per channel and moves the read mark', async () => {
    const company = await channelOf('colleague', 'company');
    const before = company.unread;
    const sent = (await post('member', company.id, 'Unread test')).body;
    expect((await channelOf('colleague', 'company')).unread).toBe(before + 1);
    expect((await channelOf('member', 'company')).unread).toBe(0);
    const marked = await app.call(chatRoutes.markChannelRead, {
      token: tokens.colleague,
      params: { id: company.id },
      body: { message: sent.id },
    });
    expect(marked.status).toBe(200);
    expect((await channelOf('colleague', 'company')).unread).toBe(0);
    const foreign = await app.call(chatRoutes.markChannelRead, {
      token: tokens.outsider,
      params: { id: company.id },
      body: { message: sent.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('pages back through history with ?before=', async () => {
    const notes = await channelOf('colleague', 'notes');
    for (let i = 1; i <= 5; i += 1) await post('colleague', notes.id, `note ${i}`);
    const first = await history('colleague', notes.id, { _limit: 2 });
    expect(first.body.map((m) => m.body)).toEqual(['note 5', 'note 4']);
    const next = await history('colleague', notes.id, { _limit: 2, before: first.body[1]!.id });
    expect(next.body.map((m) => m.body)).toEqual(['note 3', 'note 2']);
  });

  it('lets authors edit and delete their own messages only', async () => {
    const company = await channelOf('member', 'company');
    const message = (await post('member', company.id, 'Delivery at 7')).body;
    const byOther = await app.call(chatRoutes.editMessage, {
      token: tokens.colleague,
      params: { id: message.id },
      body: { body: 'Delivery cancelled' },
    });
    expect(byOther.status).toBe(403);
    const colleague = await socketOf('colleague');
    const editEvent = nextEvent(colleague, 'newmwessage');
    const edited = await app.call<ChatMessage>(chatRoutes.editMessage, {
      token: tokens.member,
      params: { id: message.id },
      body: { body: 'Delivery at 8' },
    });
    expect(edited.body.edited_at).not.toBeNull();
    expect(await editEvent).toMatchObject({ id: message.id, body: 'Delivery at 8' });
    const byOutsider = await app.call(chatRoutes.deleteMessage, {
      token: tokens.outsider,
      params: { id: message.id },
    });
    expect(byOutsider.status).toBe(404);
    const deletion = nextEvent(colleague, 'messagedeleted');
    const removed = await app.call(chatRoutes.deleteMessage, {
      token: tokens.member,
      params: { id: message.id },
    });
    expect(removed.status).toBe(200);
    expect(await deletion).toEqual({ id: message.id, channel: company.id, parent: null });
    expect((await history('member', company.id)).body.some((m) => m.id === message.id)).toBe(false);
  });

  it('notifies users @mentioned who may read the channel, and only them', async () => {
    expect(mentionedNames('Hi @anna.b and @ola, see @anna.b. mail me@x.no')).toEqual(['anna.b', 'ola']);
    const content = await channelOf('member', 'content', world.subproject.id);
    const ring = nextEvent(await socketOf('colleague'), 'newnotification');
    const sent = await post(
      'member',
      content.id,
      `@${users.colleague.username} and @${users.noAccess.username} please check`,
    );
    expect(sent.body.mentions).toEqual([users.colleague.id]);
    expect(await ring).toMatchObject({ type: 'mention', result: { id: sent.body.id, channel: content.id } });
    const bell = await app.call<NotificationsList>(notificationRoutes.myNotifications, {
      token: tokens.noAccess,
    });
    expect(bell.body.items.some((n) => n.result.id === sent.body.id)).toBe(false);
  });

  it('searches only messages the caller may read', async () => {
    const content = await channelOf('member', 'content', world.subproject.id);
    await post('member', content.id, 'Formwork inspection passed');
    const search = (caller: Caller, q: string) =>
      app.call<Answer<ChatMessage[]>>(chatRoutes.searchMessages, { token: tokens[caller], query: { q } });
    expect((await search('colleague', 'formwork')).body.map((m) => m.body)).toContain(
      'Formwork inspection passed',
    );
    for (const caller of ['noAccess', 'outsider'] as const)
      expect((await search(caller, 'formwork')).body).toEqual([]);
    expect((await search('member', '%')).status).toBe(400);
    expect((await search('member', '100%')).body).toEqual([]);
  });

  it('stops a user’s messages as soon as their access to the content is removed', async () => {
    const content = await channelOf('member', 'content', world.subproject.id);
    const colleague = await socketOf('colleague');
    const heard = recordEvents(colleague, 'newmwessage');
    await app.db
      .delete(subprojectAccess)
      .where(
        and(
          eq(subprojectAccess.userId, users.colleague.id),
          eq(subprojectAccess.oldsubprojectId, world.subproject.id),
        ),
      );
    try {
      await post('member', content.id, 'After removal');
      await settle();
      expect(heard).toEqual([]);
      expect((await history('colleague', content.id)).status).toBe(404);
    } finally {
      await app.db
        .insert(subprojectAccess)
        .values({ userId: users.colleague.id, oldsubprojectId: world.subproject.id });
    }
  });

  it('exists only where the company enables chat and the domain does not disable it', async () => {
    await app.db.update(companies).set({ chatEnabled: false }).where(eq(companies.id, companyId));
    try {
      const refused = await app.call<Answer<object>>(chatRoutes.listChannels, { token: tokens.member });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: chatTexts.disabled, code: 'chat.disabled' });
    } finally {
      await app.db.update(companies).set({ chatEnabled: true }).where(eq(companies.id, companyId));
    }
    const domain = new URL(app.url).hostname;
    await app.db.insert(overrides).values({ domain, disableChat: true });
    try {
      expect((await app.call(chatRoutes.listChannels, { token: tokens.member })).status).toBe(403);
    } finally {
      await app.db.delete(overrides).where(eq(overrides.domain, domain));
    }
  });
});
