import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let bimId: number;
let threedId: number;
const bimTitle = 'Block A – architectural model (IFC4)';
const threedTitle = 'Block B – balcony module (glTF)';

type Item = { id: number; title: string; properties: { status?: string } };

async function idOf(token: string, path: string, title: string): Promise<number> {
  const { status, data } = await api<Item[]>(server, 'GET', `${path}?_limit=-1`, { token });
  assert.equal(status, 200, `GET ${path}`);
  const row = data.find((entry) => entry.title === title);
  assert.ok(row, `${title} in ${path}`);
  return row.id;
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  bimId = await idOf(token, '/bims', bimTitle);
  threedId = await idOf(token, '/threeds', threedTitle);
  // The demo's IFC is converted by a job after the first start.
  for (let i = 0; i < 240; i++) {
    const { data: bim } = await api<Item>(server, 'GET', `/bims/${bimId}`, { token });
    if (bim.properties.status === 'ready') break;
    assert.notEqual(bim.properties.status, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

test('a company admin shares a BIM model, and the link opens it signed out', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await page.goto(`/bims/${bimId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Share this view' });
  await dialog.getByText('Anyone with the link can open this BIM model without signing in.').waitFor();
  await dialog.getByRole('button', { name: 'Create link' }).click({ timeout: 30_000 });
  const url = await dialog.getByTestId('share-link-url').inputValue({ timeout: 30_000 });
  assert.match(url, /\/v\/[A-Za-z0-9_-]{12}$/);
  await page.goto('about:blank');

  // A fresh browser that never signed in: the BIM viewer, without anything that needs an account.
  const visitorContext = await newContext(browser, server, { consent: 'required' });
  contexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(url).pathname);
  await visitor.getByRole('heading', { name: bimTitle }).waitFor({ timeout: 30_000 });
  await visitor.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 90_000 });
  assert.match(visitor.url(), /\/v\//);
  assert.equal(await visitor.getByRole('button', { name: 'Share', exact: true }).count(), 0);
  assert.equal(await visitor.getByTestId('public-switch').count(), 0);
  await Promise.all([context.close(), visitorContext.close()]);
});

test('a 3D model made public with its switch opens at /3dviewer signed out, and not once private again', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await page.goto(`/threeds/${threedId}`);
  // The switch shows what the server saved: it turns on once the update is answered.
  await page.locator('[data-testid="public-switch"]:not([disabled])').waitFor({ timeout: 60_000 });
  await page.getByRole('switch', { name: 'Public' }).click();
  await page.getByTestId('public-address').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('switch', { name: 'Public' }).isChecked(), true);
  await page.goto('about:blank');

  const visitorContext = await newContext(browser, server, { consent: 'required' });
  contexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/3dviewer/${threedId}`);
  await visitor.getByRole('heading', { name: threedTitle }).waitFor({ timeout: 30_000 });
  await visitor.getByTestId('model-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 90_000 });
  assert.match(visitor.url(), /\/3dviewer\//);
  assert.equal(await visitor.getByRole('button', { name: 'Distance' }).count(), 0);
  await visitor.goto('about:blank');

  // Private again: the address says the model is not there.
  const token = await apiToken(server, 'companyadmin@example.com');
  const { status } = await api(server, 'PUT', `/threeds/${threedId}`, {
    token,
    body: { data: { properties: { public: false } } },
  });
  assert.equal(status, 200);
  await visitor.goto(`/3dviewer/${threedId}`);
  await visitor.getByRole('heading', { name: 'Not found' }).waitFor({ timeout: 30_000 });
  await Promise.all([context.close(), visitorContext.close()]);
});
