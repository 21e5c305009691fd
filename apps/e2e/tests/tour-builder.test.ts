import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, submitLogin } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { testPng } from '../support/png.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

// One journey, step by step: each test builds on the one before (node:test runs them in order).
let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let tourId: number;

const panoramaTitle = 'Block A – courtyard 360';
const demoPanoramaTitle = 'Block A – main entrance';
const tourTitle = 'Block A – courtyard walk';

type Named = { id: number; title: string };

async function idOf(path: string, title: string): Promise<number> {
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<Named[]>(server, 'GET', `${path}?_limit=-1`, { token });
  const row = data.find((entry) => entry.title === title);
  assert.ok(row, `${title} in ${path}`);
  return row.id;
}

/** Clicks inside a panorama at a point relative to its centre (PSV reports a click, not a drag). */
async function clickPanorama(name: RegExp, dx: number, dy: number): Promise<void> {
  const panorama = page.getByRole('application', { name });
  const box = await panorama.boundingBox();
  assert.ok(box, 'the panorama is on screen');
  // PSV takes a second click within 300 ms of the one before as half of a double click.
  await page.waitForTimeout(350);
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  context = await newContext(browser, server, { consent: 'required' });
  page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, 'companyadmin@example.com');
  await page.waitForURL((url) => url.pathname !== '/login');
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('building a tour from an uploaded panorama, and walking it', () => {
  test('an uploaded panorama shows its progress and arrives tiled without a reload', async () => {
    const frames: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => frames.push(String(payload))),
    );
    const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
    const blockA = await idOf('/oldsubprojects_light', 'Fjordbyen Block A');
    await page.goto(`/my_p/${projectId}?sp=${blockA}`);
    await page.getByRole('heading', { level: 2, name: 'Fjordbyen Block A' }).waitFor();
    // Set once on this document: still there at the end means the page never reloaded.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await page.getByRole('button', { name: 'Add content' }).click();
    const dialog = page.getByRole('dialog', { name: 'New content' });
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Panorama', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(panoramaTitle);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'courtyard.png', mimeType: 'image/png', buffer: testPng(2048, 1024) });
    await dialog.getByRole('progressbar', { name: 'Upload progress of courtyard.png' }).waitFor();
    await dialog.getByText('Uploaded', { exact: true }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page
      .getByRole('region', { name: 'Panoramas' })
      .locator('.mantine-Card-root')
      .filter({ hasText: panoramaTitle });
    await card.waitFor();
    // The tiling job reports its progress, then 'tilingfinished' brings the thumbnail it made.
    await card.locator('img').waitFor({ timeout: 30_000 });
    assert.equal(await card.getByRole('status').count(), 0, 'no tiling bar once tiled');
    const events = frames.filter((frame) => frame.includes(panoramaTitle));
    assert.ok(
      events.some((frame) => frame.includes('"notification"') && frame.includes('"tiling"')),
      'progress notifications arrived over the socket',
    );
    assert.ok(
      events.some((frame) => frame.includes('"tilingfinished"') && frame.includes('"ready"')),
      'tilingfinished arrived over the socket',
    );
    assert.equal(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
    );
  });

  test('a two-scene tour is built with a link, an info hotspot and a quiz', async () => {
    await page.getByRole('button', { name: 'Add content' }).click();
    const dialog = page.getByRole('dialog', { name: 'New content' });
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Tour', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(tourTitle);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    // A tour card opens the tour in its viewer, which offers its editor "Edit tour".
    await page
      .getByRole('region', { name: 'Tours' })
      .getByRole('link', { name: tourTitle, exact: true })
      .click();
    await page.waitForURL(/\/tours\/\d+$/);
    tourId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('link', { name: 'Edit tour' }).first().click();
    await page.waitForURL(`**/tours/${tourId}/edit`);
    await page.getByText('No scenes yet.', { exact: false }).waitFor();

    for (const title of [panoramaTitle, demoPanoramaTitle]) {
      await page.getByRole('combobox', { name: 'Add a scene' }).click();
      await page.getByRole('option', { name: title, exact: true }).click();
      // The first Add is the scene list's (the Languages panel has one too).
      await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    }
    const scenes = page.locator('ol li');
    assert.equal(await scenes.count(), 2);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tour saved').waitFor();

    // Scene 1: a link to scene 2 in the middle of the view, an info hotspot to its right.
    await page.getByRole('button', { name: `1. ${panoramaTitle}` }).click();
    const editorPanorama = new RegExp(`^Panorama of ${panoramaTitle}`);
    await page.getByRole('application', { name: editorPanorama }).waitFor();
    await page.waitForFunction(() => document.querySelector('.psv-canvas, canvas') !== null);
    await page.getByRole('combobox', { name: 'Link to scene' }).click();
    await page.getByRole('option', { name: demoPanoramaTitle }).click();
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByText(`where the link to “${demoPanoramaTitle}” should be`, { exact: false }).waitFor();
    await clickPanorama(editorPanorama, 0, 60);
    await page.getByRole('button', { name: `Link to ${demoPanoramaTitle}` }).waitFor();

    await page.getByRole('button', { name: 'Add info hotspot' }).click();
    await clickPanorama(editorPanorama, 180, -40);
    const hotspotDialog = page.getByRole('dialog', { name: 'Info hotspot' });
    await hotspotDialog.getByRole('textbox', { name: 'Title' }).fill('Fire extinguisher');
    await hotspotDialog.getByRole('textbox', { name: 'Text' }).fill('Next to the courtyard door.');
    // A wider card than the default, kept as the company's template too.
    await hotspotDialog.getByRole('textbox', { name: 'Card width (px)' }).fill('200');
    await hotspotDialog.getByRole('button', { name: 'Save as style template' }).click();
    await page.getByText('Hotspot style saved').waitFor();
    await hotspotDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Text: Fire extinguisher' }).waitFor();

    // Scene 2: a quiz locks it; a link leads back.
    await page.getByRole('button', { name: `2. ${demoPanoramaTitle}` }).click();
    const secondPanorama = new RegExp(`^Panorama of ${demoPanoramaTitle}`);
    await page.getByRole('application', { name: secondPanorama }).waitFor();
    await page.getByRole('combobox', { name: 'Link to scene' }).click();
    await page.getByRole('option', { name: panoramaTitle }).click();
    await page.getByRole('button', { name: 'Add link' }).click();
    await clickPanorama(secondPanorama, 0, 60);
    await page.getByRole('button', { name: `Link to ${panoramaTitle}` }).waitFor();
    await page.getByRole('switch', { name: 'Lock this scene with a quiz' }).check();
    await page.getByRole('textbox', { name: 'Question' }).fill('Where is the fire extinguisher?');
    await page.getByRole('textbox', { name: 'Option 1' }).fill('In the stairwell');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('By the courtyard door');
    await page.getByRole('radio', { name: 'Option 2 is the right answer' }).check();
    // A second question: the scene opens once both are answered right, in order.
    await page.getByRole('button', { name: 'Add a question' }).click();
    const second = page.getByRole('group', { name: 'Question 2' });
    await second.getByRole('textbox', { name: 'Question' }).fill('Which floor is this?');
    await second.getByRole('textbox', { name: 'Option 1' }).fill('Ground floor');
    await second.getByRole('textbox', { name: 'Option 2' }).fill('Third floor');
    await second.getByRole('radio', { name: 'Option 2 is the right answer' }).check();

    // The switch saves at once, and shows on once the server has it.
    await page.getByRole('switch', { name: 'Public tour' }).click();
    await page.getByRole('switch', { name: 'Public tour', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tour saved').last().waitFor();
    await page.getByText('You have unsaved changes.').waitFor({ state: 'detached' });

    // The builder still shows the quiz-locked scene to its editor.
    await page.getByRole('application', { name: secondPanorama }).waitFor();
  });

  test('the viewer shows the hotspot, moves between scenes and asks the quiz, wrong then right', async () => {
    await page.goto(`/tours/${tourId}`);
    await page.getByRole('heading', { level: 1, name: tourTitle }).waitFor();
    const viewer = page.getByRole('application', { name: `360° tour: ${tourTitle}` });
    await viewer.waitFor();
    await page.getByText(panoramaTitle, { exact: true }).first().waitFor();

    const hotspot = page.locator('.spatium-hotspot').filter({ hasText: 'Fire extinguisher' });
    await hotspot.waitFor();
    assert.equal(await hotspot.evaluate((card) => card.style.width), '200px');
    await hotspot.click();
    const details = page.getByRole('dialog', { name: 'Fire extinguisher' });
    await details.getByText('Next to the courtyard door.').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // The link's arrow in the panorama moves to the next scene, whose quiz keeps it shut.
    // The hotspot's click was PSV's too: wait out its double-click window before the next one.
    await page.waitForTimeout(350);
    await page.locator('.psv-virtual-tour-link').first().click();
    const quiz = page.getByRole('radiogroup', { name: 'Where is the fire extinguisher?' });
    await quiz.waitFor();
    await quiz.getByLabel('In the stairwell').check();
    await page.getByRole('button', { name: 'Answer' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your answer was wrong' }).waitFor();
    await page.getByText('Question 1 of 2').waitFor();
    await quiz.getByLabel('By the courtyard door').check();
    await page.getByRole('button', { name: 'Answer' }).click();
    await quiz.waitFor({ state: 'detached' });
    const next = page.getByRole('radiogroup', { name: 'Which floor is this?' });
    await page.getByText('Question 2 of 2').waitFor();
    assert.equal(
      await next.getByRole('radio', { checked: true }).count(),
      0,
      'a new question starts unanswered',
    );
    await next.getByLabel('Third floor').check();
    await page.getByRole('button', { name: 'Answer' }).click();
    await next.waitFor({ state: 'detached' });
    assert.match(page.url(), /scene=/, 'the URL names the scene, for sharing');

    // Back with the keyboard, on the arrow in the panorama.
    const arrow = page
      .locator('.psv-virtual-tour-arrow', { hasText: '' })
      .and(page.getByRole('button', { name: `Go to ${panoramaTitle}` }));
    await arrow.focus();
    await page.keyboard.press('Enter');
    await hotspot.waitFor();
  });

  test('a tour group shows its tours one after another in the viewer', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const publicTourId = await idOf('/tourslights', 'Fjordbyen Block A – public 360 tour');
    const blockA = await idOf('/oldsubprojects_light', 'Fjordbyen Block A');
    const group = await api<Named>(server, 'POST', '/grouptours', {
      token,
      body: {
        title: 'Block A – all walks',
        subproject: blockA,
        properties: { tours: [tourId, publicTourId] },
      },
    });
    assert.equal(group.status, 201);
    await page.goto(`/content/grouptours/${group.data.id}`);
    await page.getByRole('link', { name: 'Open viewer' }).click();
    await page.waitForURL(`**/grouptours/${group.data.id}`);
    await page.getByRole('heading', { level: 1, name: 'Block A – all walks' }).waitFor();
    await page.getByRole('heading', { level: 2, name: tourTitle }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Tours in this group' });
    assert.equal(await tabs.getByRole('tab').count(), 2);
    await tabs.getByRole('tab', { name: 'Fjordbyen Block A – public 360 tour' }).click();
    await tabs.getByRole('tab', { name: 'Fjordbyen Block A – public 360 tour', selected: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Fjordbyen Block A – public 360 tour' }).waitFor();
    await page.locator('.spatium-hotspot').filter({ hasText: 'Site office' }).waitFor();
  });

  test('the public tour opens in a fresh browser without signing in, quiz still locked', async () => {
    const visitor = await newContext(browser, server, { consent: 'required' });
    try {
      const visitorPage = await visitor.newPage();
      const tiles: number[] = [];
      visitorPage.on('response', (response) => {
        if (/\/api\/panoramas\/\d+\/tiles\//.test(response.url())) tiles.push(response.status());
      });
      const firstTile = visitorPage.waitForResponse((r) => /\/api\/panoramas\/\d+\/tiles\//.test(r.url()));
      await visitorPage.goto(`/publictours/${tourId}`);
      await visitorPage.getByRole('heading', { level: 1, name: tourTitle }).waitFor();
      assert.equal(new URL(visitorPage.url()).pathname, `/publictours/${tourId}`, 'no redirect to /login');
      await visitorPage.locator('.spatium-hotspot').filter({ hasText: 'Fire extinguisher' }).waitFor();
      await firstTile;
      assert.ok(tiles.length > 0 && tiles.every((status) => status === 200), `tiles: ${tiles.join(',')}`);
      await visitorPage
        .getByRole('navigation', { name: 'Go to another scene' })
        .getByRole('button', { name: `Go to ${demoPanoramaTitle}` })
        .click();
      // The signed-in user's pass is theirs alone: the visitor gets the question.
      await visitorPage.getByRole('radiogroup', { name: 'Where is the fire extinguisher?' }).waitFor();
    } finally {
      await visitor.close();
    }
  });
});
