import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

// The 3D toolkit's navigation modes, on the demo street scan: each chosen from the keyboard, each
// moving the camera as it promises, read from the address (`?view=x,y,z,tx,ty,tz`) the viewer keeps.

let server: E2eServer;
let browser: Browser;
let streetId: number;

type Cloud = { id: number; title: string; properties: { status?: string } };
type View = { position: number[]; target: number[] };

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<Cloud[]>(server, 'GET', '/getpartclouds?_limit=-1', { token });
  streetId = data.find((c) => c.title === 'Storgata – street scan, classified')!.id;
  for (let i = 0; i < 240; i++) {
    const { data: cloud } = await api<Cloud>(server, 'GET', `/clouds/${streetId}`, { token });
    if (cloud.properties.status === 'ready') break;
    assert.notEqual(cloud.properties.status, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const readView = (page: Page): View => {
  const numbers = (new URL(page.url()).searchParams.get('view') ?? '').split(',').map(Number);
  return { position: numbers.slice(0, 3), target: numbers.slice(3, 6) };
};

/** The view once the address has caught up with a camera that moved (it is written every second). */
async function viewAfterMove(page: Page, before: View): Promise<View> {
  const was = `${before.position},${before.target}`;
  await page.waitForFunction(
    (was) => {
      const view = new URL(location.href).searchParams.get('view');
      return view !== null && view !== was;
    },
    was,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(1300);
  return readView(page);
}

/** Chooses a navigation mode as a keyboard user does: arrows along the modes' radio group. */
async function chooseMode(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('radio', { name: from, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  const chosen = page.getByRole('radio', { name: to, exact: true });
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')].some(
        (input) => input.checked && input.labels?.[0]?.textContent === name,
      ),
    to,
  );
  assert.equal(await chosen.isChecked(), true);
}

const horizontal = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

test('each navigation mode, chosen from the keyboard, moves the camera as it promises; the compass faces north', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  // Software WebGL drawing the scan every frame slows every action of the page on a busy machine.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => new URL(location.href).searchParams.has('view'));
  const canvas = page.getByRole('application', { name: 'Point cloud view' }).locator('canvas');

  // The compass tells the heading and turns the view to face north (+Y).
  const compass = page.getByRole('button', { name: /^Compass: facing \d+°/ });
  await compass.waitFor();
  assert.notEqual(await compass.getAttribute('aria-label'), 'Compass: facing 0°. Press to face north.');
  let view = readView(page);
  await compass.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Compass: facing 0°. Press to face north.' }).waitFor();
  view = await viewAfterMove(page, view);
  assert.ok(Math.abs(view.target[0]! - view.position[0]!) < 0.01, `facing north: ${JSON.stringify(view)}`);
  assert.ok(view.target[1]! > view.position[1]!);

  // Fly: W moves along the view.
  await chooseMode(page, 'Orbit', 'Fly');
  await page.getByText(/one finger turns and two fingers move/).waitFor();
  await canvas.focus();
  await page.keyboard.down('w');
  await page.waitForTimeout(1000);
  await page.keyboard.up('w');
  const flown = await viewAfterMove(page, view);
  const forward = [0, 1, 2].map((i) => view.target[i]! - view.position[i]!);
  const moved = [0, 1, 2].map((i) => flown.position[i]! - view.position[i]!);
  assert.ok(forward.reduce((sum, f, i) => sum + f * moved[i]!, 0) > 0, 'flew forward');

  // Helicopter: level at a height above the ground that Q/E (or Page Up/Down) change; W keeps it.
  await chooseMode(page, 'Fly', 'Helicopter');
  const height = page.getByRole('textbox', { name: 'Height above ground (m)' });
  // The scene reports the height it stands at above the ground it found below it.
  for (let i = 0; i < 50 && !(Number(await height.inputValue()) > 0); i++) await page.waitForTimeout(200);
  const chosen = Number(await height.inputValue());
  await canvas.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('e');
  const higher = Number(await height.inputValue());
  assert.ok(higher > chosen, `height ${chosen} → ${higher}`);
  await page.waitForTimeout(1500);
  const hovering = await viewAfterMove(page, flown);
  await page.keyboard.down('w');
  await page.waitForTimeout(1000);
  await page.keyboard.up('w');
  const travelled = await viewAfterMove(page, hovering);
  assert.ok(horizontal(travelled.position, hovering.position) > 0.5, 'the helicopter moved');
  // Level: it looks no higher than a little above the horizon, and holds its height over the street.
  assert.ok(
    travelled.target[2]! - travelled.position[2]! <=
      0.31 * horizontal(travelled.target, travelled.position) + 0.01,
  );
  assert.ok(
    Math.abs(travelled.position[2]! - hovering.position[2]!) < 1.5,
    `z ${hovering.position[2]} → ${travelled.position[2]}`,
  );
  await page.keyboard.press('PageDown');
  assert.ok(Number(await height.inputValue()) < higher);

  // Train: two points drawn at the view's centre (Enter), then the ride along them. Fitting the view
  // first puts the scan under the centre wherever the helicopter's flight ended (on a busy machine it
  // can end looking past the scan, and Enter then finds nothing to place a point on).
  await chooseMode(page, 'Helicopter', 'Train');
  view = readView(page);
  await page.getByRole('button', { name: 'Fit to view' }).press('Enter');
  await viewAfterMove(page, view);
  await page.getByRole('button', { name: 'Draw path' }).press('Enter');
  assert.equal(await page.getByRole('button', { name: 'Draw path' }).getAttribute('aria-pressed'), 'true');
  await canvas.focus();
  await page.keyboard.press('Enter');
  await page.getByText('Path points: 1').waitFor({ timeout: 15_000 });
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(800);
  await page.keyboard.press('Enter');
  await page.getByText('Path points: 2').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Draw path' }).press('Enter');
  await page.waitForTimeout(1300);
  const beforeRide = readView(page);
  await page.getByRole('button', { name: 'Play' }).press('Enter');
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  // The camera goes onto the path and the ride ends by itself at its end.
  await viewAfterMove(page, beforeRide);
  await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 60_000 });
  // Space plays again from the start, from the canvas.
  await canvas.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Play' }).waitFor();

  await expectAccessible(page, { label: 'cloud viewer in train mode' });

  // Removing the path asks first.
  await page.getByRole('button', { name: 'Remove path' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove path' }).click();
  await page.getByText('Path points: 0').waitFor();
  await context.close();
});

test('on a phone the navigation modes fit, and the compass is there', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'companyadmin@example.com');
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Compass: facing/ }).waitFor();
  const modes = page.getByRole('radiogroup', { name: 'Navigation' });
  const box = await modes.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `modes at ${JSON.stringify(box)}`);
  for (const name of ['Orbit', 'Fly', 'Helicopter', 'Train']) {
    const label = await page.getByText(name, { exact: true }).first().boundingBox();
    assert.ok(label && label.x + label.width <= 390, `${name} on screen`);
  }
  await context.close();
});
