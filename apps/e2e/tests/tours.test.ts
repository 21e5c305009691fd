import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { api, apiToken, newContext } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let publicTourId: number;
let privateTourId: number;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; title: string; properties: { public?: boolean } }[]>(
    server,
    'GET',
    '/tourslights?_limit=-1',
    { token },
  );
  publicTourId = data.find((t) => t.properties.public === true)!.id;
  privateTourId = data.find((t) => t.properties.public !== true)!.id;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the public tour, without signing in', () => {
  test('shows the tiled first scene, then keeps the quiz-locked scene shut until the right answer', async () => {
    // A fresh context: no session, no stored visitor.
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const tiles: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/panoramas\/\d+\/tiles\//.test(response.url())) tiles.push(response.status());
    });

    await page.goto(`/publictours/${publicTourId}`);
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen Block A – public 360 tour' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/publictours/${publicTourId}`, 'no redirect to /login');
    await page.waitForFunction(() => document.querySelector('canvas') !== null);
    await page.waitForTimeout(1500);
    assert.ok(
      tiles.length > 0 && tiles.every((status) => status === 200),
      `tiles fetched: ${tiles.join(',')}`,
    );

    await page.goto(`/publictours/${publicTourId}?scene=stairwell`);
    const quiz = page.getByRole('radiogroup', { name: 'What must you wear on site?' });
    await quiz.waitFor();
    await quiz.getByLabel('Nothing special').check();
    await page.getByRole('button', { name: 'Answer' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your answer was wrong' }).waitFor();

    await quiz.getByLabel('Helmet and boots').check();
    await page.getByRole('button', { name: 'Answer' }).click();
    await quiz.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('canvas') !== null);
  });

  test('answers with the not-found state for a tour that is not public', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const response = await page.request.get(`/api/publictours/${privateTourId}`);
    assert.equal(response.status(), 404);
    await page.goto(`/publictours/${privateTourId}`);
    assert.equal(new URL(page.url()).pathname, `/publictours/${privateTourId}`);
    await page
      .getByText(/not found|does not exist/i)
      .first()
      .waitFor();
  });
});
