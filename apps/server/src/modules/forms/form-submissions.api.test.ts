import { type ContentItem, contentRoutes, type FormSubmission, formRoutes as r } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

const fields = [
  { name: 'area', label: 'Area', type: 'text', required: true, min: 2, max: 40, pattern: '[A-Z].*' },
  { name: 'depth', label: 'Depth (m)', type: 'number', required: true, min: 0, max: 20 },
  { name: 'checked_on', label: 'Checked on', type: 'date' },
  { name: 'result', label: 'Result', type: 'select', options: ['OK', 'Deviation'], required: true },
  { name: 'safe', label: 'Area made safe', type: 'checkbox', required: true },
  { name: 'where', label: 'Where', type: 'location' },
  { name: 'photo', label: 'Photo', type: 'photo' },
  { name: 'signed', label: 'Signature', type: 'signature' },
];
const png = 'data:image/png;base64,iVBORw0KGgo=';
const good = {
  area: 'Block A',
  depth: 2.5,
  checked_on: '2026-11-20',
  result: 'OK',
  safe: true,
  where: { lat: 59.91, lon: 10.75 },
  photo: png,
  signed: png,
};

describe('filling in forms', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  let form: ContentItem;
  let draft: ContentItem;

  beforeAll(async () => {
    t = await buildTenants(app);
    const world = await buildCatalogue(app.db, t, [t.member.id]);
    tokens = {
      admin: await signInFresh(app, t.admin.email),
      companyAdmin: await signInFresh(app, t.companyAdmin.email),
      member: await signInFresh(app, t.member.email),
      restricted: await signInFresh(app, t.restricted.email),
      outsider: await signInFresh(app, t.outsider.email),
    };
    const create = (title: string, published: boolean) =>
      app.call<ContentItem>(contentRoutes.forms.create, {
        token: tokens.companyAdmin,
        body: { subproject: world.subproject.id, title, properties: { published, fields } },
      });
    const created = await create('Excavation check', true);
    expect(created.status).toBe(201);
    form = created.body;
    draft = (await create('Unfinished form', false)).body;
  });

  it('offers members the published forms only (getcompanyforms)', async () => {
    const offered = await app.call<ContentItem[]>(r.getcompanyforms, { token: tokens.member });
    expect(offered.body.map((f) => f.id)).toEqual([form.id]);
  });

  it('keeps a field definition that cannot be a field out', async () => {
    const bad = await app.call(contentRoutes.forms.update, {
      token: tokens.companyAdmin,
      params: { id: form.id },
      body: {
        data: { properties: { published: true, fields: [{ name: 'a b', label: 'x', type: 'video' }] } },
      },
    });
    expect(bad.status).toBe(400);
  });

  it('stores valid answers and refuses invalid ones, naming the fields and not echoing the values', async () => {
    const sent = await app.call<FormSubmission>(r.submitForm, {
      token: tokens.member,
      params: { id: form.id },
      body: { answers: good },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ form: form.id, answers: { area: 'Block A', depth: 2.5 } });
    const bad = await app.call<{ message: string }>(r.submitForm, {
      token: tokens.member,
      params: { id: form.id },
      body: { answers: { ...good, area: 'lowercase', depth: 99, result: 'Maybe', safe: false, extra: 1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Area');
    expect(bad.body.message).toContain('Depth (m)');
    expect(bad.body.message).not.toContain('lowercase');
    const unpublished = await app.call(r.submitForm, {
      token: tokens.member,
      params: { id: draft.id },
      body: { answers: {} },
    });
    expect(unpublished.status).toBe(409);
  });

  it('lists every submission to the company admin, filtered by day, and only their own to a member', async () => {
    await app.call(r.submitForm, {
      token: tokens.companyAdmin,
      params: { id: form.id },
      body: { answers: good },
    });
    const all = await app.call<FormSubmission[]>(r.formSubmissions, {
      token: tokens.companyAdmin,
      params: { id: form.id },
    });
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    const byMember = await app.call<FormSubmission[]>(r.formSubmissions, {
      token: tokens.companyAdmin,
      params: { id: form.id },
      query: { submitted_by: t.member.id },
    });
    expect(byMember.body.every((s) => s.submitted_by?.id === t.member.id)).toBe(true);
    const future = await app.call<FormSubmission[]>(r.formSubmissions, {
      token: tokens.companyAdmin,
      params: { id: form.id },
      query: { from: '2999-01-01' },
    });
    expect(future.body).toEqual([]);
    const mine = await app.call<FormSubmission[]>(r.formSubmissions, {
      token: tokens.member,
      params: { id: form.id },
    });
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((s) => s.submitted_by?.id === t.member.id)).toBe(true);
  });

  it('shows another company’s user and the restricted role nothing of Nordvik’s forms and submissions', async () => {
    const offered = await app.call<ContentItem[]>(r.getcompanyforms, { token: tokens.outsider });
    expect(offered.body).toEqual([]);
    for (const route of [r.formSubmissions, r.submitForm] as const) {
      const response = await app.call(route, {
        token: tokens.outsider,
        params: { id: form.id },
        ...(route === r.submitForm && { body: { answers: good } }),
      });
      expect(response.status).toBe(404);
    }
    expect((await app.call(r.getcompanyforms, { token: tokens.restricted })).status).toBe(403);
    expect(
      (await app.call(r.formSubmissions, { token: tokens.restricted, params: { id: form.id } })).status,
    ).toBe(403);
  });
});
