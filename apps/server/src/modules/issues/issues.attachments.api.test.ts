import { type Issue, type IssueDetail, type IssueMessage, issueRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { buildTenants, buildUser, signIn } from '../../../test/support/factories.ts';
import { fetchBytes, samplePng, uploadFile } from '../../../test/support/uploads.ts';
import { files } from '../files/files.schema.ts';
import { attachmentRefused } from './issues.service.ts';

type Caller = 'member' | 'colleague' | 'companyAdmin' | 'noAccess' | 'restricted' | 'outsider';
type Answer<T> = T & { message: string; code?: string };

describe('issue message attachments', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let png: Buffer;

  const raise = async (caller: Caller, shareWithCompany: boolean) => {
    const created = await app.call<Issue>(issueRoutes.createIssue, {
      token: tokens[caller],
      body: {
        title: 'Water in the basement',
        severity: 'critical',
        oldsubproject: world.subproject.id,
        share_with_company: shareWithCompany,
      },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const write = (caller: Caller, issue: number, body: Record<string, unknown>) =>
    app.call<Answer<IssueMessage>>(issueRoutes.addIssueMessage, {
      token: tokens[caller],
      params: { id: issue },
      body,
    });
  const replace = (caller: Caller, issue: number, messageId: number, body: Record<string, unknown>) =>
    app.call<Answer<IssueMessage>>(issueRoutes.replaceIssueMessage, {
      token: tokens[caller],
      params: { id: issue, messageId },
      body,
    });
  const download = (caller: Caller, path: string) => fetchBytes(app, path, tokens[caller]);
  const fileExists = async (id: number) =>
    (await app.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const colleague = await buildUser(app.db, { companyId: tenants.company.id });
    const noAccess = await buildUser(app.db, { companyId: tenants.company.id });
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, colleague.id]);
    const users = {
      member: tenants.member,
      colleague,
      companyAdmin: tenants.companyAdmin,
      noAccess,
      restricted: tenants.restricted,
      outsider: tenants.outsider,
    };
    for (const [caller, user] of Object.entries(users) as [Caller, { email: string }][])
      tokens[caller] = await signIn(app, user.email);
    png = await samplePng();
  });

  it('adds a message with files to a shared issue: those who see the issue get previews and downloads', async () => {
    const issue = await raise('member', true);
    const photo = await uploadFile(app, tokens.colleague, 'leak.png', png);
    const sent = await write('colleague', issue, { body: 'The leak', attachments: [photo] });
    expect(sent.status).toBe(201);
    const detail = await app.call<IssueDetail>(issueRoutes.getIssue, {
      token: tokens.member,
      params: { id: issue },
    });
    const [attachment] = detail.body.messages[0]!.attachments;
    expect(attachment).toMatchObject({ id: photo, name: 'leak.png', type: 'image/png', size: png.length });
    expect(attachment!.url).toBe(`/issues/${issue}/messages/${sent.body.id}/attachments/${photo}`);
    expect((await fetchBytes(app, attachment!.thumbnail!)).type).toBe('image/webp');
    for (const caller of ['member', 'companyAdmin'] as const) {
      const got = await download(caller, attachment!.url);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(png)).toBe(true);
    }
    for (const caller of ['noAccess', 'outsider'] as const)
      expect((await download(caller, attachment!.url)).status).toBe(404);
    expect((await download('restricted', attachment!.url)).status).toBe(403);
    expect((await download('companyAdmin', `/files/${photo}`)).status).toBe(404);
  });

  it('keeps the files of a private issue’s thread to its creator', async () => {
    const issue = await raise('member', false);
    const note = await uploadFile(app, tokens.member, 'note.txt', Buffer.from('mine'));
    const sent = await write('member', issue, { attachments: [note] });
    expect(sent.status).toBe(201);
    const url = sent.body.attachments[0]!.url;
    expect((await download('member', url)).status).toBe(200);
    for (const caller of ['colleague', 'companyAdmin', 'outsider'] as const)
      expect((await download(caller, url)).status).toBe(404);
  });

  it('replaces a message’s files by id: kept ones stay, new ones join, dropped ones are deleted', async () => {
    const issue = await raise('member', true);
    const first = await uploadFile(app, tokens.member, 'first.png', png);
    const second = await uploadFile(app, tokens.member, 'second.txt', Buffer.from('2'));
    const sent = await write('member', issue, { body: 'Two files', attachments: [first, second] });
    const third = await uploadFile(app, tokens.member, 'third.txt', Buffer.from('3'));
    const replaced = await replace('member', issue, sent.body.id, {
      body: 'Two files',
      attachments: [second, third],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.attachments.map((a) => a.id)).toEqual([second, third]);
    expect(await fileExists(first)).toBe(false);
    // Text only: the files stay.
    const retitled = await replace('member', issue, sent.body.id, { body: 'Files 2 and 3' });
    expect(retitled.body.attachments.map((a) => a.id)).toEqual([second, third]);
    const unchanged = await replace('member', issue, sent.body.id, {
      body: 'Files 2 and 3',
      attachments: [second, third],
    });
    expect(unchanged.status).toBe(400);
    // Another's upload, or a file of another message, is refused and nothing changes.
    const theirs = await uploadFile(app, tokens.colleague, 'theirs.txt', Buffer.from('t'));
    const other = await write('member', issue, {
      body: 'Other',
      attachments: [await uploadFile(app, tokens.member, 'o.txt', Buffer.from('o'))],
    });
    for (const attachments of [[second, theirs], [other.body.attachments[0]!.id]]) {
      const refused = await replace('member', issue, sent.body.id, { body: 'x', attachments });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(attachmentRefused);
    }
    const detail = await app.call<IssueDetail>(issueRoutes.getIssue, {
      token: tokens.member,
      params: { id: issue },
    });
    expect(detail.body.messages.find((m) => m.id === sent.body.id)).toMatchObject({ body: 'Files 2 and 3' });
    // Only the author replaces.
    expect((await replace('colleague', issue, sent.body.id, { body: 'mine now' })).status).toBe(403);
  });

  it('deletes the files with their message and with their issue', async () => {
    const issue = await raise('member', true);
    const a = await uploadFile(app, tokens.member, 'a.txt', Buffer.from('a'));
    const b = await uploadFile(app, tokens.colleague, 'b.txt', Buffer.from('b'));
    const withA = await write('member', issue, { body: 'A', attachments: [a] });
    await write('colleague', issue, { body: 'B', attachments: [b] });
    const gone = await app.call(issueRoutes.deleteIssueMessage, {
      token: tokens.member,
      params: { id: issue, messageId: withA.body.id },
    });
    expect(gone.status).toBe(200);
    expect(await fileExists(a)).toBe(false);
    expect(await fileExists(b)).toBe(true);
    expect(
      (await app.call(issueRoutes.deleteIssue, { token: tokens.member, params: { id: issue } })).status,
    ).toBe(200);
    expect(await fileExists(b)).toBe(false);
  });
});
