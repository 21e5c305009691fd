import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';
import { eventually } from '../support/wait.ts';

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
    // The viewer asks for tiles once its canvas has a size; a busy machine takes a while.
    for (let waited = 0; tiles.length === 0 && waited < 15_000; waited += 100) await page.waitForTimeout(100);
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

/** Serious or critical axe-core findings inside the elements `selectors` name. */
async function seriousViolations(page: Page, selectors: string[]) {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  assert.ok(results.passes.length > 0, `axe found nothing to check in ${selectors.join(', ')}`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the floor-plan mini-map and the tour’s languages', () => {
  test('shows every placed scene, turns the current one’s cone, and moves to a scene from its dot', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await page.goto(`/publictours/${publicTourId}`);
    const plan = page.getByRole('group', { name: 'Floor plan' });
    await plan.waitFor();
    // Drawn inside the element PSV makes fullscreen, so it stays on screen there too.
    const viewer = page.getByRole('application', { name: /Fjordbyen Block A/ });
    await viewer.getByRole('group', { name: 'Floor plan' }).waitFor();
    assert.equal(await viewer.getByRole('group', { name: 'Floor plan' }).count(), 1);
    const here = plan.getByRole('button', { name: 'Go to Main entrance' });
    await eventually(
      () => here.getAttribute('aria-current'),
      (v) => v === 'location',
      'the current scene',
    );
    await page.waitForFunction(() => document.querySelector('canvas') !== null);
    // The plan image comes through the URL signed for this anonymous visitor.
    const image = plan.locator('img');
    const width = () => image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    await eventually(width, (w) => w > 0, 'the plan image loaded');
    assert.equal(await width(), 1200);

    assert.deepEqual(await seriousViolations(page, ['[role=group][aria-label="Floor plan"]']), []);

    const cone = plan.locator('svg path');
    const before = await cone.getAttribute('d');
    // Held a moment: the viewer turns while the key is down, and a busy machine draws few frames.
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(300);
    await page.keyboard.up('ArrowRight');
    await eventually(
      () => cone.getAttribute('d'),
      (d) => d !== before,
      'the cone turns with the view',
    );

    await page.getByRole('button', { name: 'Hide plan' }).click();
    await plan.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show plan' }).click();
    await plan.getByRole('button', { name: 'Go to Stairwell 2, level 3' }).press('Enter');
    await page.getByRole('radiogroup', { name: 'What must you wear on site?' }).waitFor();
    assert.equal(
      await plan.getByRole('button', { name: 'Go to Stairwell 2, level 3' }).getAttribute('aria-current'),
      'location',
    );
    // The mini-map stays above the quiz: a visitor can walk back without answering.
    await here.click();
    await page
      .getByRole('radiogroup', { name: 'What must you wear on site?' })
      .waitFor({ state: 'detached' });
  });

  test('shows the translation of the reader’s language, and the tour’s own texts otherwise', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required', locale: 'nb-NO' });
    const page = await context.newPage();
    await page.goto(`/publictours/${publicTourId}?lng=nb-NO`);
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen blokk A – offentlig 360-tur' }).waitFor();
    await page.getByRole('button', { name: 'Gå til Hovedinngang' }).waitFor();
    await page.locator('.spatium-hotspot').filter({ hasText: 'Anleggskontor' }).waitFor();
    await page.getByRole('button', { name: 'Til trappeoppgang 2' }).first().waitFor();
    await page.goto(`/publictours/${publicTourId}?lng=nb-NO&scene=stairwell`);
    const quiz = page.getByRole('radiogroup', { name: 'Hva må du ha på deg på byggeplassen?' });
    await quiz.getByLabel('Hjelm og vernesko').waitFor();
    await page.goto(`/publictours/${publicTourId}?lng=de`);
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen Block A – public 360 tour' }).waitFor();
  });

  test('lets an editor place a scene on the plan with the keyboard and translate the tour', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/tours/${publicTourId}/edit`);
    const plan = page.getByRole('application', { name: 'Floor plan: place Main entrance' });
    await plan.waitFor();
    // The demo tour's plan is an image of the project's floor plans, offered by name.
    assert.equal(
      await page.getByRole('combobox', { name: 'Plan image' }).inputValue(),
      'Block A – floor plans, levels 1–5 – Block A level 3.png',
    );
    assert.deepEqual(
      await seriousViolations(page, ['[role=application][aria-label^="Floor plan"]', 'section[aria-label]']),
      [],
    );
    const x = page.getByRole('textbox', { name: 'X' });
    assert.equal(await x.inputValue(), '0.25');
    await plan.focus();
    await page.keyboard.press('Shift+ArrowRight');
    assert.equal(await x.inputValue(), '0.3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tour saved').waitFor();
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data } = await api<{ scenes: { plan_position: { x: number } | null }[] }>(
      server,
      'GET',
      `/tours/${publicTourId}/viewer`,
      { token },
    );
    assert.equal(data.scenes[0]?.plan_position?.x, 0.3);

    // A German translation, with a scene title, a link's words and a hotspot's texts, is what a
    // German reader then sees.
    await page.getByRole('combobox', { name: 'Add a translation' }).click();
    await page.getByRole('option', { name: 'Deutsch (de)' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    const german = page.getByRole('region', { name: 'Deutsch (de)' });
    await german.getByRole('textbox', { name: 'Title' }).fill('Fjordbyen Block A – öffentlicher Rundgang');
    await german.getByRole('button', { name: 'Scene texts (2)' }).click();
    const entrance = german.getByRole('group', { name: 'Main entrance' });
    await entrance.getByRole('textbox', { name: 'Scene title' }).fill('Haupteingang');
    await entrance.getByRole('textbox', { name: 'Link to Stairwell 2, level 3' }).fill('Zum Treppenhaus 2');
    await entrance.getByRole('textbox', { name: 'Title of “Site office”' }).fill('Baubüro');
    await entrance
      .getByRole('textbox', { name: 'Text of “Site office”' })
      .fill('Vor dem Betreten im Baubüro melden.');
    await page.getByRole('button', { name: 'Save languages' }).click();
    await page.getByText('Languages saved').waitFor();
    // The new language is offered for the quiz as well; an option left empty keeps its own words.
    await page.getByRole('button', { name: /^2\. Stairwell 2, level 3/ }).click();
    const germanQuiz = page
      .getByRole('group', { name: 'Quiz in other languages' })
      .getByRole('group', { name: 'Deutsch (de)' });
    await germanQuiz.getByRole('textbox', { name: 'Question' }).fill('Was trägt man auf der Baustelle?');
    await germanQuiz.getByRole('textbox', { name: 'Option 2' }).fill('Helm und Sicherheitsschuhe');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tour saved').last().waitFor();
    await page.goto(`/publictours/${publicTourId}?lng=de&scene=stairwell`);
    const germanQuestion = page.getByRole('radiogroup', { name: 'Was trägt man auf der Baustelle?' });
    await germanQuestion.getByLabel('Helm und Sicherheitsschuhe').waitFor();
    await germanQuestion.getByLabel('Nothing special').waitFor();

    await page.goto(`/publictours/${publicTourId}?lng=de&scene=entrance`);
    await page
      .getByRole('heading', { level: 1, name: 'Fjordbyen Block A – öffentlicher Rundgang' })
      .waitFor();
    await page.getByRole('button', { name: 'Zu Haupteingang wechseln' }).waitFor();
    await page.getByRole('button', { name: 'Zum Treppenhaus 2' }).first().waitFor();
    await page
      .locator('.spatium-hotspot')
      .filter({ hasText: 'Vor dem Betreten im Baubüro melden.' })
      .waitFor();
    assert.equal(await page.locator('.spatium-hotspot').filter({ hasText: 'Site office' }).count(), 0);
  });
});

describe('accessibility (axe-core)', () => {
  test('the public tour, the signed-in viewer and the builder have no serious or critical violations', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await page.goto(`/publictours/${publicTourId}`);
    await page.locator('.spatium-hotspot').first().waitFor();
    assert.deepEqual(await seriousViolations(page, ['body']), [], 'public tour');

    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/tours/${publicTourId}`);
    await page.locator('.spatium-hotspot').first().waitFor();
    assert.deepEqual(await seriousViolations(page, ['body']), [], 'viewer');

    await page.goto(`/tours/${publicTourId}/edit`);
    await page.getByRole('application', { name: /^Panorama of / }).waitFor();
    await page.locator('.spatium-hotspot').first().waitFor();
    assert.deepEqual(await seriousViolations(page, ['body']), [], 'builder');
  });
});

describe('points of interest in search', () => {
  test('a point in an open scene is found and opens the tour facing it; one behind a quiz is not found', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signIn(page, 'user@example.com');
    await page.goto('/search?q=defibrillator');
    const pois = page.getByRole('region', { name: 'Points of interest' });
    await pois.getByText('Fjordbyen Block A – public 360 tour · Main entrance').waitFor();
    await pois.getByRole('link', { name: 'First aid and defibrillator' }).click();
    await page.waitForURL((url) => url.pathname === `/tours/${publicTourId}`);
    assert.equal(new URL(page.url()).searchParams.get('scene'), 'entrance');
    await page.getByRole('application', { name: /^360° tour: / }).waitFor();

    await page.goto('/search?q=sprinkler%20riser');
    await page.getByText('Nothing found for “sprinkler riser”.').waitFor();
  });
});
