import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, tabThrough } from '../support/a11y.ts';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

type Named = { id: number; title: string };
let projectId: number;
let subprojectId: number;
let mapId: number;
let publicTourId: number;

async function freshPage(options: Parameters<typeof newContext>[2] = { consent: 'required' }): Promise<Page> {
  await context?.close();
  context = await newContext(browser, server, options);
  // Viewer pages load three.js and tiles: give them time on a busy machine.
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  return page;
}

/** Both checks on the screen as it stands: axe (WCAG A/AA) and a Tab walk over every control. */
async function checkScreen(label: string): Promise<void> {
  await expectAccessible(page, { label });
  await tabThrough(page, { label });
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const list = async <T = Named>(path: string) =>
    (await api<T[]>(server, 'GET', `${path}${path.includes('?') ? '&' : '?'}_limit=-1`, { token })).data;
  projectId = (await list('/oldprojects_light')).find((p) => p.title === 'Fjordbyen')!.id;
  subprojectId = (await list<{ id: number; oldproject: number }>('/oldsubprojects_light')).find(
    (s) => s.oldproject === projectId,
  )!.id;
  mapId = (await list('/maps'))[0]!.id;
  publicTourId = (await list<{ id: number; properties: { public?: boolean } }>('/tourslights')).find(
    (t) => t.properties.public === true,
  )!.id;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('every screen passes axe (WCAG A/AA) and can be worked with the keyboard alone', () => {
  test('login, with the cookie banner', async () => {
    await freshPage({});
    await page.goto('/login');
    await page.getByTestId('cookie-banner').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await checkScreen('/login');
  });

  test('legal, terms and the not-found page, as a visitor', async () => {
    await freshPage();
    await page.goto('/legal');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkScreen('/legal');
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    await checkScreen('/terms');
  });

  test('dashboard, account, my files and not-found, signed in', async () => {
    await freshPage();
    await signInAs(page, 'admin@example.com');
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen('/dashboard');

    await page.goto('/account');
    await page.getByRole('region', { name: 'Profile details' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen('/account');

    await page.goto('/myfiles');
    await page.getByRole('heading', { level: 1, name: 'My files' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen('/myfiles');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkScreen('not found');
  });

  test('administration', async () => {
    await freshPage();
    await signInAs(page, 'admin@example.com');
    await page.goto('/admin/companies');
    await page.getByRole('table', { name: 'Companies' }).getByText('Nordvik Bygg AS').waitFor();
    await checkScreen('/admin/companies');
  });

  test('project view, a sub-project and a content item', async () => {
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/my_p/${projectId}`);
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen('/my_p');

    await page.goto(`/my_p/${projectId}?sp=${subprojectId}`);
    await page.waitForLoadState('networkidle');
    await checkScreen('/my_p?sp');

    await page.goto(`/content/maps/${mapId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen('/content/maps');
  });

  test('tour viewer, signed in, and the public tour', async () => {
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/tours/${publicTourId}`);
    await page.locator('.spatium-hotspot').first().waitFor({ timeout: 30_000 });
    await checkScreen('/tours');

    await freshPage();
    await page.goto(`/publictours/${publicTourId}`);
    await page.locator('.spatium-hotspot').first().waitFor({ timeout: 30_000 });
    await checkScreen('/publictours');
  });
});

describe('the sidebar project tree', () => {
  test('opens a project and a sub-project with the keyboard alone', async () => {
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const projects = nav.getByRole('button', { name: 'Projects' });
    await projects.focus();
    if ((await projects.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    // React renders the opened group after the key press: wait for it rather than read it at once.
    await projects.and(page.locator('[aria-expanded="true"]')).waitFor();
    const project = nav.getByRole('button', { name: 'Project Fjordbyen' });
    await project.waitFor();
    // Tab from Projects reaches the panel link, then the project.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await project.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    await project.and(page.locator('[aria-expanded="true"]')).waitFor();
    await nav.locator(`a[href^="/my_p/${projectId}?sp="]`).first().waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    assert.match(focused ?? '', new RegExp(`^/my_p/${projectId}\\?sp=\\d+$`));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/my_p/${projectId}` && url.searchParams.has('sp'));
  });
});
