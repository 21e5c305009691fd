import {
  type Channel,
  type ChatbotAnswer,
  type ChatbotQuestion,
  chatbotIntents,
  chatbotMessages,
  chatbotRoutes,
  chatRoutes,
} from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { buildTenants, buildUser, signIn } from '../../../test/support/factories.ts';
import { companies } from '../companies/companies.schema.ts';
import { issues } from '../issues/issues.schema.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';
import { overrides } from '../settings/settings.schema.ts';

type Caller = 'member' | 'colleague' | 'companyAdmin' | 'admin' | 'restricted' | 'outsider';
type Answer<T> = T & { message: string; code?: string };

describe('chatbot', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  const users = {} as Record<Caller, { id: number; username: string }>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let companyId: number;
  let otherCompanyId: number;
  const ids = {} as Record<
    'critical' | 'hiddenCritical' | 'privateCritical' | 'mine' | 'otherCritical',
    number
  >;
  const content = {} as Record<'oldTour' | 'newTour' | 'hiddenTour' | 'otherTour' | 'cloud', number>;

  const ask = (caller: Caller, body: ChatbotQuestion) =>
    app.call<Answer<ChatbotAnswer>>(chatbotRoutes.askChatbot, { token: tokens[caller], body });
  const answerTo = async (caller: Caller, question: string) => {
    const answer = await ask(caller, { question });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const linked = (answer: ChatbotAnswer) => answer.items.map((item) => item.link);

  const addIssue = async (values: {
    title: string;
    severity: (typeof issues.$inferInsert)['severity'];
    oldsubprojectId: number;
    createdBy: number;
    company?: number;
    shared?: boolean;
    status?: (typeof issues.$inferInsert)['status'];
  }) => {
    const [row] = await app.db
      .insert(issues)
      .values({
        companyId: values.company ?? companyId,
        oldsubprojectId: values.oldsubprojectId,
        title: values.title,
        severity: values.severity,
        status: values.status ?? (values.shared === false ? 'created' : 'shared'),
        shareWithCompany: values.shared !== false,
        createdBy: values.createdBy,
        lineWidth: 80,
        color: '#e03131',
      })
      .returning({ id: issues.id });
    return row!.id;
  };

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    companyId = tenants.company.id;
    otherCompanyId = tenants.otherCompany.id;
    const colleague = await buildUser(app.db, { companyId });
    await app.db.update(companies).set({ chatbotEnabled: true }).where(eq(companies.id, companyId));
    await app.db.update(companies).set({ chatbotEnabled: true }).where(eq(companies.id, otherCompanyId));
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, colleague.id]);
    await app.db
      .insert(subprojectAccess)
      .values({ userId: tenants.outsider.id, oldsubprojectId: world.otherSubproject.id });
    const all = {
      member: tenants.member,
      colleague,
      companyAdmin: tenants.companyAdmin,
      admin: tenants.admin,
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
    const visible = world.subproject.id;
    ids.critical = await addIssue({
      title: 'Crack in the stair core',
      severity: 'critical',
      oldsubprojectId: visible,
      createdBy: colleague.id,
    });
    await addIssue({
      title: 'Resolved leak',
      severity: 'critical',
      oldsubprojectId: visible,
      createdBy: colleague.id,
      status: 'resolved',
    });
    ids.hiddenCritical = await addIssue({
      title: 'Block B facade anchor',
      severity: 'critical',
      oldsubprojectId: world.hiddenSubproject.id,
      createdBy: tenants.companyAdmin.id,
    });
    ids.privateCritical = await addIssue({
      title: 'Private note on rebar',
      severity: 'critical',
      oldsubprojectId: visible,
      createdBy: colleague.id,
      shared: false,
    });
    ids.mine = await addIssue({
      title: 'Missing railing',
      severity: 'high',
      oldsubprojectId: visible,
      createdBy: tenants.member.id,
      shared: false,
    });
    ids.otherCritical = await addIssue({
      title: 'Pier 4 scour',
      severity: 'critical',
      oldsubprojectId: world.otherSubproject.id,
      createdBy: tenants.outsider.id,
      company: otherCompanyId,
    });
    const tour = (title: string, oldsubprojectId: number, company = companyId) =>
      buildContent(app.db, 'tours', { companyId: company, oldsubprojectId, title });
    content.oldTour = (await tour('Block A walkthrough March', visible)).id;
    content.newTour = (await tour('Block A walkthrough June', visible)).id;
    content.hiddenTour = (await tour('Block B walkthrough', world.hiddenSubproject.id)).id;
    content.otherTour = (await tour('Block A pier walk', world.otherSubproject.id, otherCompanyId)).id;
    content.cloud = (
      await buildContent(app.db, 'clouds', { companyId, oldsubprojectId: visible, title: 'Block A scan' })
    ).id;
  });

  it('names the sub-projects with open critical issues the asker may see, in English and Norwegian', async () => {
    for (const question of [
      'Which sub-projects have open critical issues?',
      'Hvilke delprosjekter har åpne kritiske avvik?',
    ]) {
      const answer = await answerTo('member', question);
      expect(answer).toMatchObject({
        intent: 'subprojects_with_open_issues',
        outcome: 'found',
        params: { severity: 'critical', count: 1 },
      });
      // Not the resolved one, not the colleague's private one, not Block B's, not the other company's.
      expect(linked(answer)).toEqual([{ type: 'issue', id: ids.critical }]);
      expect(answer.items[0]).toMatchObject({ detail: 'Fjordbyen Block A', severity: 'critical' });
    }
  });

  it('shows a company admin the sub-projects they administer, and never another company’s', async () => {
    const answer = await answerTo('companyAdmin', 'which sub-projects have open critical issues?');
    expect(linked(answer).map((link) => link?.type === 'issue' && link.id)).toEqual(
      expect.arrayContaining([ids.critical, ids.hiddenCritical]),
    );
    expect(answer.params.count).toBe(2);
    for (const caller of ['companyAdmin', 'admin', 'member'] as const) {
      const seen = await answerTo(caller, 'open critical issues');
      expect(seen.items.map((item) => item.label)).not.toContain('Pier 4 scour');
      expect(seen.items.map((item) => item.label)).not.toContain('Private note on rebar');
    }
    const outsider = await answerTo('outsider', 'open critical issues');
    expect(linked(outsider)).toEqual([{ type: 'issue', id: ids.otherCritical }]);
  });

  it('lists my open issues, private ones included', async () => {
    for (const question of ['What are my open issues?', 'Vis mine åpne avvik']) {
      const answer = await answerTo('member', question);
      expect(answer).toMatchObject({ intent: 'my_open_issues', outcome: 'found', params: { count: 1 } });
      expect(linked(answer)).toEqual([{ type: 'issue', id: ids.mine }]);
    }
    // The other company's user sees their own issue, never Nordvik's.
    expect(linked(await answerTo('outsider', 'my open issues'))).toEqual([
      { type: 'issue', id: ids.otherCritical },
    ]);
    expect(await answerTo('colleague', 'my critical issues')).toMatchObject({
      params: { severity: 'critical', count: 2 },
    });
  });

  it('finds the latest tour of a sub-project or by name, linked to its viewer', async () => {
    for (const question of ['Where is the latest tour of Block A?', 'Hvor er den siste turen av Block A?']) {
      const answer = await answerTo('member', question);
      expect(answer).toMatchObject({
        intent: 'latest_content',
        outcome: 'found',
        params: { kind: 'tours', name: 'Block A' },
      });
      expect(answer.items[0]!.link).toEqual({ type: 'content', kind: 'tours', id: content.newTour });
      expect(linked(answer)).toEqual([
        { type: 'content', kind: 'tours', id: content.newTour },
        { type: 'content', kind: 'tours', id: content.oldTour },
      ]);
    }
    const byProject = await answerTo('member', 'latest tour in Fjordbyen Block');
    expect(linked(byProject)).not.toContainEqual({ type: 'content', kind: 'tours', id: content.hiddenTour });
    const outsider = await answerTo('outsider', 'Where is the latest tour of Block A?');
    expect(linked(outsider)).toEqual([{ type: 'content', kind: 'tours', id: content.otherTour }]);
    const none = await answerTo('member', 'where is the latest tour of Nowhere Street?');
    expect(none).toMatchObject({ outcome: 'none', items: [], params: { name: 'Nowhere Street' } });
  });

  it('counts content by kind and lists recent uploads of what the asker may see', async () => {
    const counts = await answerTo('member', 'How many tours do we have?');
    expect(counts).toMatchObject({ intent: 'content_counts', params: { kind: 'tours', count: 2 } });
    const all = await answerTo('member', 'hvor mange datasett har vi');
    expect(all.items.map((item) => [item.kind, item.count])).toEqual(
      expect.arrayContaining([
        ['tours', 2],
        ['clouds', 1],
      ]),
    );
    expect(all.params.count).toBe(3);
    const recent = await answerTo('member', 'Siste opplastinger');
    expect(recent.intent).toBe('recent_uploads');
    expect(linked(recent)[0]).toEqual({ type: 'content', kind: 'clouds', id: content.cloud });
    expect(linked(recent)).not.toContainEqual({ type: 'content', kind: 'tours', id: content.hiddenTour });
    expect(linked(recent)).not.toContainEqual({ type: 'content', kind: 'tours', id: content.otherTour });
  });

  it('counts unread messages per channel the asker may read', async () => {
    const channels = await app.call<Channel[]>(chatRoutes.listChannels, { token: tokens.colleague });
    const blockA = channels.body.find((c) => c.oldsubproject === world.subproject.id)!;
    const posted = await app.call(chatRoutes.postMessage, {
      token: tokens.colleague,
      params: { id: blockA.id },
      body: { body: 'The June tour is up' },
    });
    expect(posted.status).toBe(201);
    const answer = await answerTo('member', 'Do I have unread messages?');
    expect(answer).toMatchObject({ intent: 'unread_messages', outcome: 'found', params: { count: 1 } });
    expect(answer.items).toEqual([
      expect.objectContaining({
        label: 'Fjordbyen Block A',
        count: 1,
        link: { type: 'channel', id: blockA.id },
      }),
    ]);
    expect(await answerTo('outsider', 'uleste meldinger')).toMatchObject({ outcome: 'none', items: [] });
  });

  it('says honestly what it cannot answer and suggests what it can', async () => {
    const answer = await answerTo('member', 'What is the weather in Bergen?');
    expect(answer).toEqual({
      intent: null,
      outcome: 'unknown',
      params: {},
      items: [],
      suggestions: [...chatbotIntents],
    });
    const picked = await ask('member', { intent: 'my_open_issues' });
    expect(linked(picked.body)).toEqual([{ type: 'issue', id: ids.mine }]);
  });

  it('answers issue questions with issues_disabled where issues are off', async () => {
    await app.db.update(companies).set({ issuesEnabled: false }).where(eq(companies.id, companyId));
    try {
      expect(await answerTo('member', 'my open issues')).toMatchObject({
        outcome: 'issues_disabled',
        items: [],
      });
    } finally {
      await app.db.update(companies).set({ issuesEnabled: true }).where(eq(companies.id, companyId));
    }
  });

  it('refuses the restricted role, an empty question and a garbled body', async () => {
    expect((await ask('restricted', { question: 'my open issues' })).status).toBe(403);
    const empty = await ask('member', { question: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(chatbotMessages.askSomething);
    const wrong = await app.call(chatbotRoutes.askChatbot, {
      token: tokens.member,
      body: { intent: 'weather' } as unknown as ChatbotQuestion,
    });
    expect(wrong.status).toBe(400);
    expect((await app.call(chatbotRoutes.askChatbot, { body: { question: 'hi' } })).status).toBe(401);
  });

  it('exists only where the company enables chat and the chatbot and the domain disables neither', async () => {
    const refusedWith = async (code: string) => {
      const refused = await ask('member', { question: 'my open issues' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: chatbotMessages.disabled, code });
    };
    for (const off of [{ chatbotEnabled: false }, { chatEnabled: false }]) {
      await app.db.update(companies).set(off).where(eq(companies.id, companyId));
      try {
        await refusedWith('chatbot.disabled');
      } finally {
        await app.db
          .update(companies)
          .set({ chatbotEnabled: true, chatEnabled: true })
          .where(eq(companies.id, companyId));
      }
    }
    const domain = new URL(app.url).hostname;
    for (const off of [{ disableChatbot: true }, { disableChat: true }]) {
      await app.db.insert(overrides).values({ domain, ...off });
      try {
        await refusedWith('chatbot.disabled');
      } finally {
        await app.db.delete(overrides).where(eq(overrides.domain, domain));
      }
    }
    expect((await ask('member', { question: 'my open issues' })).status).toBe(200);
  });
});
