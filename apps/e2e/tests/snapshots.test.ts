import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, recordNotices, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

interface Tour {
  id: number;
  title: string;
  // A member's catalogue shows a tour as a card: how many scenes, never their content.
  properties: { scene_count?: number };
}
interface MyFile {
  id: number;
  name: string;
  file: number;
  view: { tour: number; scene: string } | null;
}

const USER = 'user@example.com';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let userToken: string;
let tour: Tour;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  userToken = await apiToken(server, USER);
  const { data } = await api<Tour[]>(server, 'GET', '/tourslights?_limit=-1', { token: userToken });
  const found = data.find((t) => (t.properties.scene_count ?? 0) > 0);
  assert.ok(found, `${USER} sees a demo tour with scenes`);
  tour = found;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const mySnapshots = async () =>
  (await api<MyFile[]>(server, 'GET', '/getmyfiles?folder=2', { token: userToken })).data;

/** Opens the tour and waits until its panorama tiles have arrived and been drawn. */
async function openTour(page: Page, path: string) {
  let tiles = 0;
  page.on('response', (response) => {
    if (/\/api\/panoramas\/\d+\/tiles\//.test(response.url()) && response.status() === 200) tiles += 1;
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  await page.waitForFunction(() => document.querySelector('canvas') !== null);
  for (let waited = 0; tiles === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
  assert.ok(tiles > 0, 'the panorama tiles arrived');
  await page.waitForTimeout(1000);
}

/** Spread of the brightness of an image at a signed link: a blank or black capture has none. */
function brightnessSpread(page: Page, url: string): Promise<number> {
  return page.evaluate(async (href) => {
    const bitmap = await createImageBitmap(await (await fetch(href)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    let squares = 0;
    const samples = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const value = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      sum += value;
      squares += value * value;
    }
    const mean = sum / samples;
    return Math.sqrt(squares / samples - mean * mean);
  }, url);
}

describe('snapshots of a tour view in My Snapshots', () => {
  test('takes a snapshot, finds it in My Snapshots, opens its view and deletes it after confirming', async () => {
    assert.deepEqual(await mySnapshots(), [], 'no snapshots to begin with');
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signIn(page, USER);
    await openTour(page, `/tours/${tour.id}`);

    await page.getByRole('button', { name: 'Snapshot' }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'Snapshot saved' });
    await saved.waitFor();

    const [snapshot] = await mySnapshots();
    assert.ok(snapshot, 'the snapshot is in My Snapshots');
    assert.equal(snapshot.view?.tour, tour.id);
    assert.ok(snapshot.name.startsWith(`${tour.title} – `), snapshot.name);
    const link = await api<{ url: string }>(server, 'POST', `/files/${snapshot.file}/link`, {
      token: userToken,
    });
    const spread = await brightnessSpread(page, `/api${link.data.url}`);
    assert.ok(
      spread > 5,
      `the snapshot shows the panorama, not a blank canvas (spread ${spread.toFixed(1)})`,
    );

    await saved.getByRole('button', { name: 'Open My Snapshots' }).click();
    await page.waitForURL('**/myfiles?folder=2');
    await page.getByRole('heading', { level: 2, name: 'My Snapshots' }).waitFor();
    const files = page.getByRole('list', { name: 'Files in My Snapshots' });
    const card = files.getByRole('listitem').filter({ hasText: snapshot.name });
    await card.waitFor();
    assert.equal(await card.locator('img').count(), 1, 'the card shows a preview');

    await card.getByRole('link', { name: 'Open this view' }).click();
    await page.waitForURL((url) => url.pathname === `/tours/${tour.id}`);
    assert.equal(new URL(page.url()).searchParams.get('scene'), snapshot.view?.scene);
    await page.waitForFunction(() => document.querySelector('canvas') !== null);

    await page.goBack();
    await card.getByRole('button', { name: `Delete ${snapshot.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await mySnapshots()).length, 1, 'cancelling keeps the file');

    const noticeShown = await recordNotices(page);
    await card.getByRole('button', { name: `Delete ${snapshot.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await noticeShown('File deleted');
    await page.getByText(/^No snapshots yet/).waitFor();
    assert.deepEqual(await mySnapshots(), []);
  });

  test('takes a snapshot from the keyboard (Shift+S) too', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signIn(page, USER);
    await openTour(page, `/tours/${tour.id}`);
    await page.keyboard.press('Shift+S');
    await page.getByRole('alert').filter({ hasText: 'Snapshot saved' }).waitFor();
    const [snapshot] = await mySnapshots();
    assert.ok(snapshot, 'the snapshot is in My Snapshots');
    const removed = await api(server, 'DELETE', `/myfiles/${snapshot.id}`, { token: userToken });
    assert.equal(removed.status, 200);
  });

  test('hides the Snapshot button while the domain turns snapshots off', async () => {
    const adminToken = await apiToken(server, 'admin@example.com');
    const domain = new URL(server.url).hostname;
    const set = await api(server, 'PUT', `/overrides/${domain}`, {
      token: adminToken,
      body: { disable_snapshots: true },
    });
    assert.equal(set.status, 200);
    try {
      await context?.close();
      context = await newContext(browser, server, { consent: 'required' });
      const page = await context.newPage();
      await signIn(page, USER);
      await page.goto(`/tours/${tour.id}`);
      await page.getByRole('button', { name: 'Share view' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Snapshot' }).count(), 0);
    } finally {
      await api(server, 'DELETE', `/overrides/${domain}`, { token: adminToken });
    }
  });
});
