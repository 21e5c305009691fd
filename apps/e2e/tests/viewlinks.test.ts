import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

// The camera of the BIM and 3D-model viewers in the address, in issues raised there and in share links;
// 3D notes on a model.
let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const USER = 'companyadmin@example.com';
let token: string;
let bimId: number;
let threedId: number;
const bimTitle = 'Block A – architectural model (IFC4)';
const threedTitle = 'Block B – balcony module (glTF)';

type Item = { id: number; title: string; properties: { status?: string } };
type Issue = { id: number; viewpoint: { position?: number[]; target?: number[]; element?: string } | null };

async function idOf(path: string, title: string): Promise<number> {
  const { status, data } = await api<Item[]>(server, 'GET', `${path}?_limit=-1`, { token });
  assert.equal(status, 200, `GET ${path}`);
  const row = data.find((entry) => entry.title === title);
  assert.ok(row, `${title} in ${path}`);
  return row.id;
}

const viewInAddress = (page: Page) => new URL(page.url()).searchParams.get('view');

/** A view a little beside the one in the address: somewhere the viewer would not open by itself. */
function movedView(view: string): string {
  const [x, y, z, ...target] = view.split(',').map(Number) as [number, number, number, ...number[]];
  return [x + 1.5, y - 2.25, z + 0.75, ...target].map((n) => String(Math.round(n * 1000) / 1000)).join(',');
}

/** Waits until the viewer has written its camera into the address, then reads it. */
async function settledView(page: Page): Promise<string> {
  await page.waitForFunction(() => new URL(location.href).searchParams.has('view'), null, {
    timeout: 20_000,
  });
  await page.waitForTimeout(1500);
  const view = viewInAddress(page);
  assert.ok(view);
  return view;
}

async function freshContext(): Promise<BrowserContext> {
  const context = await newContext(browser, server, { consent: 'required' });
  // Software WebGL keeps drawing the scene: actions on a busy machine need longer than the default.
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  return context;
}

async function signedIn(): Promise<Page> {
  const page = await (await freshContext()).newPage();
  await signIn(page, USER);
  return page;
}

const bimLoaded = (page: Page) =>
  page.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });
const modelLoaded = (page: Page) =>
  page.getByTestId('model-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  token = await apiToken(server, USER);
  bimId = await idOf('/bims', bimTitle);
  threedId = await idOf('/threeds', threedTitle);
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

test('a BIM opens at the camera in its address; an issue raised there keeps it and the selected element, its page opens the BIM there again, and a note placed there is on the element under it', async () => {
  const page = await signedIn();
  await page.goto(`/bims/${bimId}`);
  await bimLoaded(page);
  const wanted = movedView(await settledView(page));

  await page.goto(`/bims/${bimId}?view=${wanted}`);
  await bimLoaded(page);
  await page.waitForTimeout(2000);
  assert.equal(viewInAddress(page), wanted, 'the viewer opened at the camera of the address');

  // An element selected at the centre of the view travels with the issue.
  const canvas = page.getByRole('application', { name: 'BIM model view' }).locator('canvas');
  await canvas.focus();
  await page.keyboard.press('Enter');
  await page
    .getByTestId('picked-element')
    .filter({ hasText: 'Selected element:' })
    .waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1500);
  const raisedAt = viewInAddress(page);

  await page.getByRole('button', { name: 'Raise issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New issue' });
  await dialog.getByText(`Raised on “${bimTitle}”`).waitFor();
  await expectAccessible(page, { include: ['[role="dialog"]'], label: 'the issue form from the BIM viewer' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Door swings into the escape route');
  await dialog.getByRole('button', { name: 'New issue' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The notice's button leads to the issue.
  await page.getByRole('button', { name: 'Door swings into the escape route' }).click();
  await page.waitForURL(/\/issues\/\d+$/);
  const issueId = Number(new URL(page.url()).pathname.split('/').pop());
  const { data: issue } = await api<Issue>(server, 'GET', `/issues/${issueId}`, { token });
  assert.equal([...issue.viewpoint!.position!, ...issue.viewpoint!.target!].join(','), raisedAt);
  assert.match(issue.viewpoint!.element ?? '', /^[0-9A-Za-z_$]{22}$/, 'the selected element’s GUID');

  const back = page.getByRole('link', { name: 'Open where it was raised' });
  assert.equal(await back.getAttribute('href'), `/bims/${bimId}?view=${raisedAt}`);
  await expectAccessible(page, { label: 'the issue raised in the BIM viewer' });
  await back.click();
  await bimLoaded(page);
  await page.waitForTimeout(2000);
  assert.equal(viewInAddress(page), raisedAt);

  // With nothing selected, a note placed at the same spot is on the element under it.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByTestId('scene-notes').getByRole('button', { name: 'Place point of interest' }).click();
  await canvas.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'New point of interest' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Door closer missing');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
  const { data: notes } = await api<{ title: string; element: string | null }[]>(
    server,
    'GET',
    `/scene-notes?content=bims&item=${bimId}`,
    { token },
  );
  assert.equal(notes.find((n) => n.title === 'Door closer missing')?.element, issue.viewpoint!.element);
  await page.context().close();
});

test('a point of interest placed on the 3D model is there after a reload', async () => {
  const page = await signedIn();
  await page.goto(`/threeds/${threedId}`);
  await modelLoaded(page);
  const notes = page.getByTestId('scene-notes');
  await notes.getByRole('button', { name: 'Place point of interest' }).click();
  const canvas = page.getByRole('application', { name: '3D model view' }).locator('canvas');
  await canvas.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'New point of interest' });
  await form.waitFor({ timeout: 15_000 });
  await form.getByRole('textbox', { name: 'Title' }).fill('Drainage outlet of the slab');
  await form.getByRole('button', { name: 'Save' }).click();
  const listed = notes.getByTestId('scene-note').filter({ hasText: 'Drainage outlet of the slab' });
  await listed.waitFor();

  await page.reload();
  await modelLoaded(page);
  await listed.waitFor({ timeout: 20_000 });
  await page
    .getByTestId('scene-marker')
    .filter({ hasText: 'Drainage outlet of the slab' })
    .waitFor({ state: 'attached' });
  await expectAccessible(page, { label: 'the 3D model viewer with a note' });
  await page.context().close();
});

test('a 3D model shared from its viewer opens signed out at the camera it was shared with', async () => {
  const page = await signedIn();
  await page.goto(`/threeds/${threedId}`);
  await modelLoaded(page);
  const wanted = movedView(await settledView(page));
  await page.goto(`/threeds/${threedId}?view=${wanted}`);
  await modelLoaded(page);
  await page.waitForTimeout(2000);
  assert.equal(viewInAddress(page), wanted);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this view' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('share-link-url').inputValue();
  assert.match(url, /\/v\/[A-Za-z0-9_-]{12}$/);
  await page.context().close();

  const visitor = await (await freshContext()).newPage();
  await visitor.goto(url);
  await visitor.getByRole('heading', { level: 1, name: threedTitle }).waitFor();
  await modelLoaded(visitor);
  await visitor.waitForTimeout(2000);
  assert.equal(viewInAddress(visitor), wanted, 'the link opened at the shared camera');
  await expectAccessible(visitor, { label: 'a shared 3D model, signed out' });
});
