import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { api, apiToken, dismissCookieBanner, newContext, recordNotices, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { drawnColours } from '../support/canvas.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let lockedId: number;
let streetId: number;
const streetTitle = 'Storgata – street scan, classified';

type Cloud = { id: number; title: string; properties: { status?: string } };

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<Cloud[]>(server, 'GET', '/getpartclouds?_limit=-1', { token });
  lockedId = data.find((c) => c.title === 'Storgata – street scan, PIN-locked copy')!.id;
  streetId = data.find((c) => c.title === streetTitle)!.id;
  // The demo's scans are generated and converted by jobs after the first start.
  for (const id of [lockedId, streetId])
    for (let i = 0; i < 240; i++) {
      const { data: cloud } = await api<Cloud>(server, 'GET', `/clouds/${id}`, { token });
      if (cloud.properties.status === 'ready') break;
      assert.notEqual(cloud.properties.status, 'failed');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

test('a PIN-locked cloud opens after a wrong then the right PIN, and a distance measured stays after a reload', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'user@example.com');
  await page.goto(`/clouds/${lockedId}`);
  await page.getByRole('heading', { name: 'Point cloud project locked' }).waitFor();

  const pin = page.getByLabel('PIN', { exact: true });
  await pin.fill('1111');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('alert').filter({ hasText: 'The pin was invalid' }).waitFor();
  await page.getByText('*The pin you used was not correct.').waitFor();

  await pin.fill('2468');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });

  // Distance: two points picked at the centre of the view (Enter), between which the view is turned.
  await page.getByRole('button', { name: 'Distance' }).click();
  const canvas = page.getByRole('application', { name: 'Point cloud view' }).locator('canvas');
  await canvas.focus();
  await page.waitForTimeout(2000);
  await page.keyboard.press('Enter');
  await page.getByText('Points placed: 1').waitFor({ timeout: 15_000 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(1000);
  await page.keyboard.press('Enter');
  const saved = page.getByTestId('measurement').filter({ hasText: 'Distance 1' });
  await saved.waitFor({ timeout: 15_000 });

  await page.reload();
  // The right PIN is remembered for the tab; the measurement is the server's.
  await page.getByTestId('measurement').filter({ hasText: 'Distance 1' }).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('heading', { name: 'Point cloud project locked' }).count(), 0);
  // A page still drawing points in software WebGL would starve the next test of CPU.
  await context.close();
});

test('a share link opens the cloud signed out at its view, and says so plainly once revoked', async () => {
  // A choice of cookies made already: the banner, loaded after the page, would slide in under a click.
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Share', exact: true }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Share this view' });
  await dialog.getByRole('button', { name: 'Create link' }).click({ timeout: 30_000 });
  const url = await dialog.getByTestId('share-link-url').inputValue({ timeout: 30_000 });
  assert.match(url, /\/v\/[A-Za-z0-9_-]{12}$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // "Copied" shows for two seconds; a page busy drawing points may not be polled within them, so an
  // observer set up before the click notes that it appeared. The clipboard needs a focused page.
  await page.bringToFront();
  await dialog.evaluate((element) => {
    const seen = window as unknown as { copiedShown?: boolean };
    seen.copiedShown = false;
    new MutationObserver(() => {
      if (element.textContent?.includes('Copied')) seen.copiedShown = true;
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Copy link' }).click({ timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { copiedShown?: boolean }).copiedShown === true);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

  // A fresh browser that never signed in: the viewer, without anything that needs an account.
  const visitorContext = await newContext(browser, server, { consent: 'required' });
  contexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(url).pathname);
  await visitor.getByRole('heading', { name: streetTitle }).waitFor({ timeout: 30_000 });
  await visitor.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  assert.match(visitor.url(), /\/v\//);
  assert.equal(await visitor.getByRole('button', { name: 'Share', exact: true }).count(), 0);
  assert.equal(await visitor.getByRole('button', { name: 'Distance' }).count(), 0);

  // Revoked from the account page, after confirming; meanwhile no page draws points (CPU).
  await visitor.goto('about:blank');
  await page.goto('/account');
  const links = page.getByTestId('share-links');
  await links
    .getByRole('button', { name: `Revoke: ${streetTitle}` })
    .first()
    .click({ timeout: 30_000 });
  const notice = await recordNotices(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click({ timeout: 30_000 });
  await notice('Link revoked');
  await links.getByText('Revoked').first().waitFor();

  await visitor.goto(new URL(url).pathname);
  await visitor.getByRole('heading', { name: 'This link is no longer valid' }).waitFor({ timeout: 30_000 });
  await Promise.all([context.close(), visitorContext.close()]);
});

test('/pc_viewer opens a cloud only while its managers share it publicly', async () => {
  const token = await apiToken(server, 'companyadmin@example.com');
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`/pc_viewer/${streetId}`);
  await page.getByRole('heading', { name: 'This link is no longer valid' }).waitFor({ timeout: 30_000 });

  const publish = (value: boolean) =>
    api(server, 'PUT', `/clouds/${streetId}`, { token, body: { data: { properties: { public: value } } } });
  assert.equal((await publish(true)).status, 200);
  try {
    await page.reload();
    await page.getByRole('heading', { name: streetTitle }).waitFor({ timeout: 30_000 });
    await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
    // `/viewer/{kind}/{id}` is the general form of the same address.
    await page.goto(`/viewer/clouds/${streetId}`);
    await page.waitForURL(new RegExp(`/pc_viewer/${streetId}$`));
    await page.getByRole('heading', { name: streetTitle }).waitFor({ timeout: 30_000 });
    // The PIN-locked copy is not public: never shown.
    await page.goto(`/pc_viewer/${lockedId}`);
    await page.getByRole('heading', { name: 'This link is no longer valid' }).waitFor({ timeout: 30_000 });
  } finally {
    await publish(false);
    await context.close();
  }
});

test('the cloud viewer keeps its camera in the address, so a reload returns to the same view', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  const viewOf = () => new URL(page.url()).searchParams.get('view');
  await page.waitForFunction(() => new URL(location.href).searchParams.has('view'));
  const fitted = viewOf();
  // Turn the camera from the keyboard; the address follows within a second.
  await page.getByRole('application', { name: 'Point cloud view' }).locator('canvas').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((before) => new URL(location.href).searchParams.get('view') !== before, fitted);
  await page.waitForTimeout(1500);
  const moved = viewOf();
  assert.notEqual(moved, fitted);

  await page.reload();
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2500);
  assert.equal(viewOf(), moved);
  await context.close();
});

test('each colour mode colours the scan by its own attribute, and a hidden class leaves the view', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await dismissCookieBanner(page);
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  const view = 'Point cloud view';
  // Wait for the streaming to settle: the drawn pixels stop changing.
  const settled = async () => {
    let last = await drawnColours(page, view);
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(500);
      const now = await drawnColours(page, view);
      if (now.drawn > 1000 && Math.abs(now.drawn - last.drawn) < now.drawn * 0.01) return now;
      last = now;
    }
    return last;
  };
  const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);
  const colourBy = async (mode: string) => {
    // From the keyboard: the scene redraws while it streams, so a pointer click waits long for stillness.
    const colour = page.getByRole('combobox', { name: `Color: ${streetTitle}` });
    await colour.focus();
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 5; i++) {
      if ((await page.locator('[data-combobox-selected]').textContent()) === mode) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    assert.equal(await colour.inputValue(), mode);
    return settled();
  };

  const rgb = await settled();
  // The generated scan has grey pavement, green trees and brick fronts: not one colour, not white.
  assert.ok(rgb.distinct >= 6, `RGB shows ${rgb.distinct} colours`);
  assert.ok(
    rgb.mean.some((channel) => channel < 200),
    `RGB mean ${rgb.mean} is near white`,
  );

  const classes = await colourBy('Classification');
  assert.ok(
    distance(classes.mean, rgb.mean) > 20,
    `classification ${classes.mean} looks like RGB ${rgb.mean}`,
  );
  const building = page.getByRole('checkbox', { name: 'Building' });
  await building.focus();
  await page.keyboard.press('Space');
  const withoutBuildings = await settled();
  assert.ok(
    withoutBuildings.drawn < classes.drawn * 0.9,
    `hiding buildings left ${withoutBuildings.drawn} of ${classes.drawn} pixels`,
  );
  await page.keyboard.press('Space');

  const elevation = await colourBy('Elevation');
  assert.ok(
    distance(elevation.mean, rgb.mean) > 20,
    `elevation ${elevation.mean} looks like RGB ${rgb.mean}`,
  );
  assert.ok(distance(elevation.mean, classes.mean) > 20, `elevation ${elevation.mean} looks like classes`);
  const intensity = await colourBy('Intensity');
  // Intensity is a grey ramp: the channels of each point are equal.
  assert.ok(
    distance(intensity.mean, elevation.mean) > 20,
    `intensity ${intensity.mean} looks like elevation`,
  );
  assert.ok(
    Math.max(...intensity.mean) - Math.min(...intensity.mean) < 12,
    `intensity ${intensity.mean} is not grey`,
  );
  await context.close();
});

test('an issue raised in the cloud viewer keeps its view, and its page opens the cloud there again', async () => {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'companyadmin@example.com');
  await dismissCookieBanner(page);
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => new URL(location.href).searchParams.has('view'));
  await page.waitForTimeout(1500);
  const view = new URL(page.url()).searchParams.get('view');

  await page.getByRole('button', { name: 'Raise issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New issue' });
  await dialog.getByText(`Raised on “${streetTitle}”`).waitFor();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Kerb stone cracked by the crane');
  await dialog.getByRole('button', { name: 'New issue' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Kerb stone cracked by the crane' }).click();

  await page.waitForURL(/\/issues\/\d+$/);
  const back = page.getByRole('link', { name: 'Open where it was raised' });
  assert.equal(await back.getAttribute('href'), `/clouds/${streetId}?view=${view}`);
  await back.click();
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2000);
  assert.equal(new URL(page.url()).searchParams.get('view'), view);
  await context.close();
});
