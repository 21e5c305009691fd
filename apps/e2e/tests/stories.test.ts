import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, recordNotices, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { waitForPixels } from '../support/canvas.ts';
import { testPng } from '../support/png.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let storyId: number;
let privateStoryId: number;

const STORY = 'Block A – from foundation to topping-out';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; title: string; subproject: number }[]>(
    server,
    'GET',
    '/stories?_limit=-1',
    { token },
  );
  const story = data.find((s) => s.title === STORY)!;
  storyId = story.id;
  const created = await api<{ id: number }>(server, 'POST', '/stories', {
    token,
    body: {
      title: 'Internal: crane incident review',
      subproject: story.subproject,
      properties: { slides: [{ title: 'What happened', body: 'Only for the site team.' }] },
    },
  });
  assert.equal(created.status, 201);
  privateStoryId = created.data.id;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the story viewers, without signing in', () => {
  test('/story/{id} opens a public story chapter by chapter, with pictures and keyboard navigation', async () => {
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await page.goto(`/story/${storyId}`);
    await page.getByRole('heading', { level: 1, name: STORY }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/story/${storyId}`, 'no redirect to /login');
    await page.getByRole('heading', { level: 2, name: 'Foundation' }).waitFor();
    const picture = page.getByRole('img', { name: 'Foundation' });
    await picture.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('main img') as HTMLImageElement | null;
      return img?.complete && img.naturalWidth === 1280;
    });
    assert.equal(await page.getByRole('button', { name: /Previous/ }).isDisabled(), true);

    await page.getByRole('button', { name: /Next/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Structure rising' }).waitFor();
    await page.getByText('Chapter 2 of 4').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 2, name: 'Topping-out' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 2, name: 'Walk the building' }).waitFor();
    // The last chapter embeds the public 360 tour, which plays inside the page.
    const tour = page.frameLocator('iframe[title="Fjordbyen Block A – public 360 tour"]');
    await tour
      .getByRole('heading', { name: 'Fjordbyen Block A – public 360 tour' })
      .first()
      .waitFor({ timeout: 20_000 });
    assert.equal(
      await page.getByRole('link', { name: /Read more/ }).getAttribute('rel'),
      'noopener noreferrer',
    );
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { level: 2, name: 'Topping-out' }).waitFor();
    assert.match(page.url(), /chapter=3$/);
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('/storyv2/{id} shows every chapter on one scrolling page, with a chapter list', async () => {
    context ??= await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await page.goto(`/storyv2/${storyId}`);
    const nav = page.getByRole('navigation', { name: 'Chapters' });
    await nav.waitFor();
    for (const title of ['Foundation', 'Structure rising', 'Topping-out', 'Walk the building'])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await nav.getByRole('link', { name: /Topping-out/ }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'chapter-3');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.id === 'chapter-4');
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('a private story is not found without sign-in, and opens for a member', async () => {
    context ??= await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const response = await page.request.get(`/api/stories/${privateStoryId}/viewer`);
    assert.equal(response.status(), 404);
    await page.goto(`/story/${privateStoryId}`);
    await page.getByRole('heading', { name: 'Story not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/story/${privateStoryId}`);

    const member = await newContext(browser, server, { consent: 'required' });
    const signed = await member.newPage();
    await signIn(signed, 'user@example.com');
    await signed.goto(`/story/${privateStoryId}`);
    await signed.getByRole('heading', { level: 2, name: 'What happened' }).waitFor();
    await member.close();
  });

  test('fits a phone: chapters stack and the buttons stay on screen', async () => {
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    await phone.addInitScript(() =>
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
      ),
    );
    const page = await phone.newPage();
    await page.goto(`/story/${storyId}`);
    await page.getByRole('heading', { level: 2, name: 'Foundation' }).waitFor();
    const next = await page.getByRole('button', { name: /Next/ }).boundingBox();
    assert.ok(
      next && next.x + next.width <= 390,
      `Next fits the screen (right edge ${next && next.x + next.width})`,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    await phone.close();
  });
});

describe('the presentation', () => {
  test('/presentation/{id} plays the chapters as full-window slides; arrows move, Escape leaves', async () => {
    // /presentation is not among the guard's public paths (SPEC §2): presenting needs a session.
    const member = await newContext(browser, server, { consent: 'required' });
    const page = await member.newPage();
    await signIn(page, 'user@example.com');
    await page.goto(`/presentation/${storyId}`);
    const stage = page.getByRole('region', { name: STORY });
    await stage.waitFor();
    await stage.getByRole('heading', { level: 1, name: 'Foundation' }).waitFor();
    const box = await stage.boundingBox();
    assert.ok(box && box.width >= 1280 && box.height >= 900, 'the slides fill the window');
    await page.keyboard.press('ArrowRight');
    await stage.getByRole('heading', { level: 1, name: 'Structure rising' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await stage.getByRole('heading', { level: 1, name: 'Topping-out' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await stage.getByRole('heading', { level: 1, name: 'Structure rising' }).waitFor();
    await page.getByText('Chapter 2 of 4').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.keyboard.press('Escape');
    await page.waitForURL(`**/story/${storyId}`);
    await member.close();
  });
});

describe('the story editor', () => {
  test('builds a two-chapter story with an embedded tour, duplicates it, and opens it publicly', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data: stories } = await api<{ subproject: number; title: string }[]>(
      server,
      'GET',
      '/stories?_limit=-1',
      {
        token,
      },
    );
    const subproject = stories.find((s) => s.title === STORY)!.subproject;
    const created = await api<{ id: number }>(server, 'POST', '/stories', {
      token,
      body: { title: 'Handover day', subproject },
    });
    assert.equal(created.status, 201);
    const id = created.data.id;

    const editor = await newContext(browser, server, { consent: 'required' });
    const page = await editor.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/stories/${id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Handover day' }).waitFor();
    await page.getByRole('button', { name: /Add chapter/ }).click();
    await page.getByLabel('Chapter 1: Title').fill('The keys');
    await page.getByLabel('Text').first().fill('The owner receives the keys at noon.');
    await page.getByRole('button', { name: /Add chapter/ }).click();
    await page.getByLabel('Chapter 2: Title').fill('Walk through');
    await page.getByRole('combobox', { name: 'Kind of item to embed' }).nth(1).click();
    await page.getByRole('option', { name: 'Tour', exact: true }).click();
    await page.getByRole('combobox', { name: 'Embedded item', exact: true }).nth(1).click();
    await page.getByRole('option', { name: 'Fjordbyen Block A – public 360 tour' }).click();
    // The tour chapter goes first.
    await page.getByRole('button', { name: 'Move chapter 2 up' }).click();
    assert.equal(await page.getByLabel('Chapter 1: Title').inputValue(), 'Walk through');
    await page.getByRole('switch', { name: 'Public' }).check();
    const notices = await recordNotices(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await notices('Story saved');

    await page.goto(`/content/stories/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Handover day' }).waitFor({ timeout: 30_000 });
    const duplicateNotices = await recordNotices(page);
    const duplicate = page.getByRole('button', { name: 'Duplicate' });
    await duplicate.waitFor({ timeout: 5000 }).catch(async () => {
      throw new Error(`no Duplicate button on: ${(await page.locator('main').innerText()).slice(0, 600)}`);
    });
    await duplicate.click();
    await duplicateNotices('Story duplicated');
    await page.getByRole('heading', { level: 1, name: 'Handover day (copy)' }).waitFor();
    await editor.close();

    const visitor = await newContext(browser, server, { consent: 'required' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/story/${id}`);
    await anonymous.getByRole('heading', { level: 2, name: 'Walk through' }).waitFor();
    await anonymous.locator('iframe[title="Fjordbyen Block A – public 360 tour"]').waitFor();
    await anonymous.getByRole('button', { name: /Next/ }).click();
    await anonymous.getByRole('heading', { level: 2, name: 'The keys' }).waitFor();
    await visitor.close();
  });
});

describe('chapters in the editor', () => {
  test('removing a chapter asks first; a chapter embeds a floor plan and a freshly uploaded picture', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data: stories } = await api<{ subproject: number; title: string }[]>(
      server,
      'GET',
      '/stories?_limit=-1',
      { token },
    );
    const subproject = stories.find((s) => s.title === STORY)!.subproject;
    const created = await api<{ id: number }>(server, 'POST', '/stories', {
      token,
      body: {
        title: 'Level 3 fit-out',
        subproject,
        properties: {
          slides: [
            { title: 'Partition walls', body: 'Walls stand on level 3.' },
            { title: 'Draft notes', body: 'To be removed.' },
          ],
        },
      },
    });
    assert.equal(created.status, 201);
    const id = created.data.id;

    const editor = await newContext(browser, server, { consent: 'required' });
    const page = await editor.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/stories/${id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Level 3 fit-out' }).waitFor();

    // Cancelling keeps the chapter; confirming removes it.
    await page.getByRole('button', { name: 'Remove chapter 2' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove chapter 2?' });
    await ask.getByText('“Draft notes” and everything in it leaves the story when you save.').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    assert.equal(await page.getByLabel('Chapter 2: Title').inputValue(), 'Draft notes');
    await page.getByRole('button', { name: 'Remove chapter 2' }).click();
    await page
      .getByRole('dialog', { name: 'Remove chapter 2?' })
      .getByRole('button', { name: 'Remove chapter' })
      .click();
    await page.getByLabel('Chapter 2: Title').waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Kind of item to embed' }).click();
    await page.getByRole('option', { name: 'Floor plan', exact: true }).click();
    await page.getByRole('combobox', { name: 'Embedded item', exact: true }).click();
    await page.getByRole('option', { name: 'Block A – floor plans, levels 1–5' }).click();

    await page.getByRole('button', { name: 'Upload a picture' }).click();
    await page.getByText('Drop a picture for chapter 1 here, or click to choose one').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'partitions.png',
      mimeType: 'image/png',
      buffer: testPng(640, 480, { noise: true }),
    });
    await page.getByRole('progressbar', { name: 'Upload progress of partitions.png' }).waitFor();
    // Once uploaded, the picture is the story's and the chapter shows it.
    await page.waitForFunction(
      () => (document.querySelector('input[value="partitions.png"]') as HTMLInputElement | null) !== null,
      undefined,
      { timeout: 30_000 },
    );
    const notices = await recordNotices(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await notices('Story saved');

    await page.goto(`/story/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Partition walls' }).waitFor();
    await page.getByRole('img', { name: 'Partition walls' }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('main img') as HTMLImageElement | null;
      return img?.complete && img.naturalWidth === 640;
    });
    assert.equal(await page.getByText('Chapter 1 of 1').count(), 1);
    const open = page.getByRole('link', { name: 'Open Block A – floor plans, levels 1–5' });
    await open.click();
    await page.waitForURL(/\/floorplans\/\d+$/);
    await editor.close();
  });

  test('a member stars a story from its viewer, and the star says so', async () => {
    const member = await newContext(browser, server, { consent: 'required' });
    const page = await member.newPage();
    await signIn(page, 'user@example.com');
    await page.goto(`/story/${storyId}`);
    await page.getByRole('heading', { level: 1, name: STORY }).waitFor();
    const star = page.getByRole('button', { name: `Add ${STORY} to favourites` });
    await star.click();
    const starred = page.getByRole('button', { name: `Remove ${STORY} from favourites` });
    await starred.waitFor();
    assert.equal(await starred.getAttribute('aria-pressed'), 'true');
    await page.goto('/favourites');
    await page.getByText(STORY).first().waitFor();
    await page.goto(`/story/${storyId}`);
    await page.getByRole('button', { name: `Remove ${STORY} from favourites` }).click();
    await page.getByRole('button', { name: `Add ${STORY} to favourites` }).waitFor();
    await member.close();
  });
});

describe('a private story’s link', () => {
  test('opens the story read-only without an account until it is revoked; a guessed code opens nothing', async () => {
    const editor = await newContext(browser, server, { consent: 'required' });
    const page = await editor.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/stories/${privateStoryId}/edit`);
    await page.getByRole('button', { name: 'Private link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Anyone with the link can read this story without signing in, until you revoke the link.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByTestId('share-link-url').inputValue();
    assert.match(url, /\/private-story\/[A-Za-z0-9_-]{12}$/);

    const visitor = await newContext(browser, server, { consent: 'required' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(url);
    await anonymous.getByRole('heading', { level: 1, name: 'Internal: crane incident review' }).waitFor();
    await anonymous.getByRole('heading', { level: 2, name: 'What happened' }).waitFor();
    assert.equal(new URL(anonymous.url()).pathname, new URL(url).pathname, 'no redirect to /login');
    // Read-only: no editor, no other layouts (they are not open to a visitor), no star.
    assert.equal(
      await anonymous.getByRole('link', { name: /Edit chapters|Scrolling view|Present/ }).count(),
      0,
    );
    assert.equal(await anonymous.getByRole('button', { name: /favourites/ }).count(), 0);
    assert.deepEqual(await seriousViolations(anonymous), []);

    await anonymous.goto('/private-story/AAAAAAAAAAAA');
    await anonymous.getByRole('heading', { name: 'Story not found' }).waitFor();

    await page.keyboard.press('Escape');
    await page.goto('/account#share-links');
    await page.getByRole('button', { name: 'Revoke: Internal: crane incident review' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Link revoked').waitFor();

    await anonymous.goto(url);
    await anonymous.getByRole('heading', { name: 'Story not found' }).waitFor();
    await visitor.close();
    await editor.close();
  });
});

describe('live 3D chapters', () => {
  const SCAN = 'Storgata – street scan, classified';
  const BALCONY = 'Block B – balcony module (glTF)';

  test('an editor shows a cloud at a chosen view and a model; a reader sees both drawn, a visitor only a public one', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data: clouds } = await api<{ id: number; title: string }[]>(
      server,
      'GET',
      '/getpartclouds?_limit=-1',
      {
        token,
      },
    );
    const scanId = clouds.find((c) => c.title === SCAN)!.id;
    // The demo's scans are converted by jobs after the first start.
    for (let i = 0; i < 240; i++) {
      const { data: cloud } = await api<{ properties: { status?: string } }>(
        server,
        'GET',
        `/clouds/${scanId}`,
        {
          token,
        },
      );
      if (cloud.properties.status === 'ready') break;
      assert.notEqual(cloud.properties.status, 'failed');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { data: stories } = await api<{ subproject: number; title: string }[]>(
      server,
      'GET',
      '/stories?_limit=-1',
      {
        token,
      },
    );
    const created = await api<{ id: number }>(server, 'POST', '/stories', {
      token,
      body: {
        title: 'Storgata and Block B in 3D',
        subproject: stories.find((s) => s.title === STORY)!.subproject,
      },
    });
    assert.equal(created.status, 201);
    const id = created.data.id;

    const editor = await newContext(browser, server, { consent: 'required' });
    const page = await editor.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/stories/${id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Storgata and Block B in 3D' }).waitFor();
    await page.getByRole('button', { name: /Add chapter/ }).click();
    await page.getByLabel('Chapter 1: Title').fill('The street scan');
    await page.getByRole('combobox', { name: 'Kind of item to embed' }).click();
    await page.getByRole('option', { name: 'Point cloud', exact: true }).click();
    await page.getByRole('combobox', { name: 'Embedded item', exact: true }).click();
    await page.getByRole('option', { name: SCAN }).click();
    await page.getByText('Opens with the whole item in view.').waitFor();

    // The view is chosen in the live view: the camera moved by keyboard alone, then kept.
    await page.getByRole('button', { name: 'Choose the view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Where the view opens' });
    await dialog.getByText('3D view ready.').waitFor({ timeout: 60_000 });
    await waitForPixels(page, 'Point cloud view', (n) => n > 500, 'the cloud is drawn in the editor');
    const canvas = dialog.getByRole('application', { name: 'Point cloud view' }).locator('canvas');
    await canvas.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
    await dialog.getByRole('button', { name: 'Use this view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Opens at the view you chose.').waitFor();

    await page.getByRole('button', { name: /Add chapter/ }).click();
    await page.getByLabel('Chapter 2: Title').fill('The balcony');
    await page.getByRole('combobox', { name: 'Kind of item to embed' }).nth(1).click();
    await page.getByRole('option', { name: '3D model', exact: true }).click();
    await page.getByRole('combobox', { name: 'Embedded item', exact: true }).nth(1).click();
    await page.getByRole('option', { name: BALCONY }).click();
    await page.getByRole('switch', { name: 'Public' }).check();
    const notices = await recordNotices(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await notices('Story saved');
    const { data: saved } = await api<{ slides: { embed: { view: unknown } | null }[] }>(
      server,
      'GET',
      `/stories/${id}/viewer`,
      { token },
    );
    assert.ok(saved.slides[0]!.embed?.view, 'the chosen view is saved with the chapter');
    assert.equal(saved.slides[1]!.embed?.view, null);

    // A reader: each view is drawn once its chapter is on screen, with a way into the viewer itself.
    await page.goto(`/storyv2/${id}`);
    await page.getByRole('heading', { level: 2, name: 'The street scan' }).waitFor();
    await waitForPixels(page, 'Point cloud view', (n) => n > 500, 'the cloud chapter is drawn');
    const open = page.getByRole('link', { name: `Open ${SCAN} in its viewer` });
    assert.match((await open.getAttribute('href')) ?? '', /^\/clouds\/\d+\?view=[-\d.,]+$/);
    await page.getByText(`Point cloud: ${SCAN}, shown where the story’s author placed the camera.`).waitFor();
    await page
      .getByRole('navigation', { name: 'Chapters' })
      .getByRole('link', { name: /The balcony/ })
      .click();
    await page.locator('#chapter-2').getByText('3D view ready.').waitFor({ timeout: 60_000 });
    await waitForPixels(page, '3D model view', (n) => n > 500, 'the model chapter is drawn');
    assert.deepEqual(await seriousViolations(page), []);
    await editor.close();

    // A visitor of the public story: neither private item is drawn, nor named.
    const visitor = await newContext(browser, server, { consent: 'required' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/storyv2/${id}`);
    await anonymous.getByRole('heading', { level: 2, name: 'The balcony' }).waitFor();
    await anonymous.getByText('Point cloud: not available to you.').waitFor();
    await anonymous.getByText('3D model: not available to you.').waitFor();
    assert.equal(await anonymous.getByRole('application').count(), 0);
    const text = await anonymous.locator('main').innerText();
    assert.ok(!text.includes(SCAN) && !text.includes(BALCONY), 'no private item is named');
    assert.deepEqual(await seriousViolations(anonymous), []);

    // Once its managers make the model public, the visitor sees it drawn; the cloud stays closed.
    const { data: models } = await api<{ id: number; title: string }[]>(server, 'GET', '/threeds?_limit=-1', {
      token,
    });
    const balconyId = models.find((m) => m.title === BALCONY)!.id;
    const publish = (value: boolean) =>
      api(server, 'PUT', `/threeds/${balconyId}`, {
        token,
        body: { data: { properties: { public: value } } },
      });
    assert.equal((await publish(true)).status, 200);
    try {
      await anonymous.reload();
      await anonymous.locator('#chapter-2').getByText('3D view ready.').waitFor({ timeout: 60_000 });
      await waitForPixels(
        anonymous,
        '3D model view',
        (n) => n > 500,
        'the public model is drawn for a visitor',
      );
      await anonymous.getByText('Point cloud: not available to you.').waitFor();
    } finally {
      await publish(false);
    }
    await visitor.close();
  });
});
