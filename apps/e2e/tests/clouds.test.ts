import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let lockedId: number;

type Cloud = { id: number; title: string; properties: { status?: string } };

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<Cloud[]>(server, 'GET', '/getpartclouds?_limit=-1', { token });
  lockedId = data.find((c) => c.title === 'Storgata – street scan, PIN-locked copy')!.id;
  // The demo's scans are generated and converted by jobs after the first start.
  for (let i = 0; i < 240; i++) {
    const { data: cloud } = await api<Cloud>(server, 'GET', `/clouds/${lockedId}`, { token });
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
  const context = await newContext(browser, server);
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
});
