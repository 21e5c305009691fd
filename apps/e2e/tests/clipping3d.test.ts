import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, dismissCookieBanner, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { drawnPixels, pixelMask } from '../support/canvas.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

// The 3D toolkit's clipping, from the keyboard: a clip box on the demo point cloud, clip planes
// (section planes with filled cuts) on the demo BIM model.

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const streetTitle = 'Storgata – street scan, classified';
const cloudView = 'Point cloud view';
const bimView = 'BIM model view';

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await dismissCookieBanner(page);
  return page;
}

/**
 * Operates a control from the keyboard (Space on a focused button, switch, checkbox or radio): a
 * pointer click waits for the page to be still, which a scene drawing in software WebGL seldom is.
 */
async function activate(page: Page, control: Locator): Promise<void> {
  await control.focus({ timeout: 30_000 });
  await page.keyboard.press('Space');
}

/** Presses a key on a focused control `times` times. */
async function press(page: Page, key: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Asks the page again when, busy drawing in software WebGL on a loaded machine, it answers too slowly. */
async function patient<T>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++)
    try {
      return await ask();
    } catch (error) {
      if (attempt >= 5 || (error as Error).name !== 'TimeoutError') throw error;
    }
}

const pixels = (page: Page, view = cloudView) => patient(() => drawnPixels(page, view));
const mask = (page: Page, mode: 'save' | 'compare') => patient(() => pixelMask(page, bimView, mode));

/** Waits until the BIM view's drawn pixels satisfy `ok`. */
async function waitForBim(page: Page, ok: (drawn: number) => boolean, what: string): Promise<number> {
  // By the clock, not by tries: each read of the canvas is slow on a busy machine.
  const deadline = Date.now() + 45_000;
  let drawn = -1;
  while (Date.now() < deadline) {
    drawn = await pixels(page, bimView);
    if (ok(drawn)) return drawn;
    await page.waitForTimeout(250);
  }
  assert.fail(`${what}: ${drawn} pixels drawn`);
}

/** Waits until at least `least` pixels of the BIM view changed since the saved mask. */
async function waitForChange(page: Page, least: number, what: string): Promise<void> {
  let changed = 0;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && changed < least) {
    await page.waitForTimeout(250);
    changed = await mask(page, 'compare');
  }
  assert.ok(changed >= least, `${what}: ${changed} pixels changed`);
}

/** The drawn pixels once a streaming point cloud has settled (they stop changing). */
async function settled(page: Page): Promise<number> {
  let last = await pixels(page);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(500);
    const now = await pixels(page);
    if (now > 1000 && Math.abs(now - last) < now * 0.01) return now;
    last = now;
  }
  return last;
}

test('a clip box on the demo cloud removes the points outside it, or keeps only those', async () => {
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; title: string }[]>(server, 'GET', '/getpartclouds?_limit=-1', {
    token,
  });
  const id = data.find((c) => c.title === streetTitle)!.id;
  // The demo's scan is generated and converted by a job after the first start.
  for (let i = 0; i < 240; i++) {
    const { data: cloud } = await api<{ properties: { status?: string } }>(server, 'GET', `/clouds/${id}`, {
      token,
    });
    if (cloud.properties.status === 'ready') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const page = await freshPage();
  await page.goto(`/clouds/${id}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  // A small point budget: each frame drawn in software WebGL costs less, the page answers sooner.
  await page.getByRole('slider', { name: /^Point budget/ }).focus({ timeout: 30_000 });
  await page.keyboard.press('Home');
  const whole = await settled(page);

  await activate(page, page.getByRole('switch', { name: 'Clip with a box' }));
  // The east–west range brought in from both ends, from the keyboard.
  await page.getByRole('slider', { name: 'East–west to' }).focus({ timeout: 30_000 });
  await press(page, 'ArrowLeft', 30);
  await page.getByRole('slider', { name: 'East–west from' }).focus({ timeout: 30_000 });
  await press(page, 'ArrowRight', 30);
  const inside = await settled(page);
  assert.ok(inside < whole * 0.8, `the box kept ${inside} of ${whole} pixels`);

  // The outside instead: what the box held goes, the rest comes back.
  await activate(page, page.getByRole('radio', { name: 'Outside' }));
  const outside = await settled(page);
  assert.ok(outside > inside, `the outside drew ${outside} pixels, the inside ${inside}`);
  assert.ok(outside < whole * 0.95, `the outside drew ${outside} of ${whole} pixels`);

  // Turned about the vertical from the keyboard, the box cuts elsewhere.
  await patient(() => pixelMask(page, cloudView, 'save'));
  await page.getByRole('slider', { name: 'Turn about the vertical' }).focus({ timeout: 30_000 });
  await press(page, 'ArrowRight', 45);
  await settled(page);
  const turned = await patient(() => pixelMask(page, cloudView, 'compare'));
  assert.ok(turned > whole * 0.02, `turning the box changed ${turned} pixels`);

  // The section is in the address beside the camera: a reload (or the copied address) keeps it.
  await page.waitForFunction(
    () => /^b,0,/.test(new URL(location.href).searchParams.get('clip') ?? ''),
    null,
    {
      timeout: 15_000,
    },
  );
  await page.reload();
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByRole('switch', { name: 'Clip with a box' }).isChecked(), true);
  assert.equal(await page.getByRole('radio', { name: 'Outside' }).isChecked(), true);
  assert.equal(
    await page.getByRole('slider', { name: 'Turn about the vertical' }).getAttribute('aria-valuenow'),
    '45',
  );
  await page.getByRole('slider', { name: /^Point budget/ }).focus({ timeout: 30_000 });
  await page.keyboard.press('Home');

  await activate(page, page.getByRole('switch', { name: 'Clip with a box' }));
  const back = await settled(page);
  assert.ok(back > whole * 0.9, `without the box ${back} of ${whole} pixels`);
  await expectAccessible(page, { label: 'cloud viewer with the clip box' });
  await page.context().close();
});

test('an angled clip plane cuts the demo BIM model with a filled cut, flips, and goes', async () => {
  const page = await freshPage();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; title: string }[]>(server, 'GET', '/bims?_limit=-1', { token });
  const id = data.find((b) => b.title === 'Block A – architectural model (IFC4)')!.id;
  await page.goto(`/bims/${id}`);
  await page.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });
  const whole = await waitForBim(page, (n) => n > 5000, 'the building is drawn');
  await activate(page, page.getByRole('tab', { name: 'Tools' }));
  await page.getByText('No clip planes yet.').waitFor({ timeout: 30_000 });

  // A plane across the height, through the middle: the upper half goes.
  await mask(page, 'save');
  await activate(
    page,
    page.getByRole('group', { name: 'Add a plane across:' }).getByRole('button', { name: 'Height' }),
  );
  const plane = page.getByTestId('clip-plane');
  await plane.getByRole('checkbox', { name: 'Plane 1' }).waitFor({ timeout: 30_000 });
  await waitForChange(page, whole * 0.05, 'the plane cuts the building');

  // Tilted by 30° from the keyboard: an angled cut.
  await mask(page, 'save');
  const tilt = page.getByRole('slider', { name: 'Plane 1: Tilt' });
  await tilt.focus({ timeout: 30_000 });
  await press(page, 'ArrowLeft', 30);
  assert.equal(await tilt.getAttribute('aria-valuenow'), '60');
  await waitForChange(page, whole * 0.01, 'the tilted plane cuts elsewhere');

  // Flipped, it keeps the other side.
  await mask(page, 'save');
  const flip = page.getByRole('button', { name: 'Keep the other side: Plane 1' });
  await activate(page, flip);
  assert.equal(await flip.getAttribute('aria-pressed'), 'true');
  await waitForChange(page, whole * 0.05, 'the flipped plane keeps the other side');

  // Its handles are drawn in the view when asked for.
  await mask(page, 'save');
  const turn = page.getByRole('button', { name: 'Turn: Plane 1' });
  await activate(page, turn);
  assert.equal(await turn.getAttribute('aria-pressed'), 'true');
  await waitForChange(page, 200, 'the handles are drawn');
  await expectAccessible(page, { label: 'BIM viewer with a clip plane' });

  // Removed, the building is whole again.
  await activate(page, page.getByRole('button', { name: 'Remove: Plane 1' }));
  await page.getByText('No clip planes yet.').waitFor({ timeout: 30_000 });
  await waitForBim(page, (n) => Math.abs(n - whole) < whole * 0.03, 'the building is whole');

  // A plane placed on the surface at the centre of the view, from the keyboard (Enter in the view).
  await activate(page, page.getByRole('button', { name: 'Place a plane on a surface' }));
  await page
    .getByRole('status')
    .filter({ hasText: 'Click a surface in the view' })
    .waitFor({ timeout: 30_000 });
  await page.getByRole('application', { name: bimView }).locator('canvas').focus({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await plane.getByRole('checkbox', { name: 'Plane 1' }).waitFor({ timeout: 30_000 });
  assert.equal(
    await page.getByRole('button', { name: 'Move: Plane 1', exact: true }).getAttribute('aria-pressed'),
    'true',
  );
  await page.context().close();
});
