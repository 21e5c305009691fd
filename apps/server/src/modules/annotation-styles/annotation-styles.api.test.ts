import { messages, annotationStyleRoutes as r } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

type Style = { id: number; title: string; color: string; marker: string };

describe('annotation styles', () => {
  const app = useTestApp();
  let tokens: Record<'restricted' | 'member' | 'outsider', string>;
  beforeAll(async () => {
    const tenants = await buildTenants(app);
    tokens = {
      restricted: await signInFresh(app, tenants.restricted.email),
      member: await signInFresh(app, tenants.member.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
  });

  it('lets the restricted role keep its own styles (SPEC §6)', async () => {
    const created = await app.call<Style>(r.createAnnotationStyle, {
      token: tokens.restricted,
      body: { title: 'Cracks', color: '#e03131', marker: 'circle' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Cracks',
      color: '#e03131',
      marker: 'circle',
      line_width: 2,
    });
    const list = await app.call<Style[]>(r.myAnnotationStyles, { token: tokens.restricted });
    expect(list.body.map((s) => s.title)).toEqual(['Cracks']);
  });

  it('refuses a style without a title and an update that changes nothing', async () => {
    const missing = await app.call<{ message: string }>(r.createAnnotationStyle, {
      token: tokens.member,
      body: { title: ' ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(messages.titleRequired);
    const created = await app.call<Style>(r.createAnnotationStyle, {
      token: tokens.member,
      body: { title: 'Pipes' },
    });
    const same = await app.call<{ message: string }>(r.updateAnnotationStyle, {
      token: tokens.member,
      params: { id: created.body.id },
      body: { title: 'Pipes' },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(messages.noChangesToUpdate);
    const changed = await app.call<Style>(r.updateAnnotationStyle, {
      token: tokens.member,
      params: { id: created.body.id },
      body: { color: '#1c7ed6' },
    });
    expect(changed.body.color).toBe('#1c7ed6');
  });

  it('answers 404 to anyone else, and lists none of another user’s styles', async () => {
    const mine = await app.call<Style>(r.createAnnotationStyle, {
      token: tokens.member,
      body: { title: 'Private' },
    });
    for (const token of [tokens.outsider, tokens.restricted]) {
      const list = await app.call<Style[]>(r.myAnnotationStyles, { token });
      expect(list.body.some((s) => s.id === mine.body.id)).toBe(false);
      expect(
        (
          await app.call(r.updateAnnotationStyle, {
            token,
            params: { id: mine.body.id },
            body: { title: 'x' },
          })
        ).status,
      ).toBe(404);
      expect((await app.call(r.deleteAnnotationStyle, { token, params: { id: mine.body.id } })).status).toBe(
        404,
      );
    }
    expect(
      (await app.call(r.deleteAnnotationStyle, { token: tokens.member, params: { id: mine.body.id } }))
        .status,
    ).toBe(200);
    expect(
      (await app.call(r.deleteAnnotationStyle, { token: tokens.member, params: { id: mine.body.id } }))
        .status,
    ).toBe(404);
  });

  it('needs a session', async () => {
    expect((await app.call(r.myAnnotationStyles)).status).toBe(401);
  });
});
