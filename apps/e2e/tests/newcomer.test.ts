import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, apiToken, inviteUser, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let publicTourId: number;
let privateTourId: number;

async function freshPage(options: Parameters<typeof newContext>[2] = { consent: 'required' }): Promise<Page> {
  await context?.close();
  context = await newContext(browser, server, options);
  // Viewer pages load three.js and tiles: give them time on a busy machine.
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
  return page;
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; properties: { public?: boolean } }[]>(
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

describe('what a newcomer meets', () => {
  test('an invitation link cut short, or made up, says what to do instead of "token: Too small"', async () => {
    const link = await inviteUser(server, 'cut-short@example.com');
    const url = new URL(link, server.url);
    const token = url.searchParams.get('token') ?? '';
    await freshPage();
    for (const cut of [token.slice(0, 5), token.slice(0, token.length - 8)]) {
      await page.goto(`/user_invite?token=${cut}`);
      await page
        .getByRole('alert')
        .filter({ hasText: 'This invitation link is incomplete or has expired; ask for a new invitation.' })
        .waitFor();
      assert.equal(await page.getByText(/Too small|expected string/).count(), 0);
    }
    // The whole link still works.
    await page.goto(link);
    await page.getByRole('textbox', { name: /^E-mail/ }).waitFor();
  });

  test('a visitor opens the terms from the legal page', async () => {
    await freshPage();
    await page.goto('/legal');
    await page.getByRole('link', { name: 'Read the terms of use' }).click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/terms', 'not sent to /login');
  });

  test("another company's user opening a public tour's /tours address lands in the public viewer", async () => {
    await freshPage();
    await signInAs(page, 'other@example.org');
    await page.goto(`/tours/${publicTourId}?scene=entrance`);
    await page.waitForURL((url) => url.pathname === `/publictours/${publicTourId}`);
    assert.equal(new URL(page.url()).searchParams.get('scene'), 'entrance', 'the view in the link is kept');
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen Block A – public 360 tour' }).waitFor();

    // A private tour of another company is still simply not found.
    await page.goto(`/tours/${privateTourId}`);
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/tours/${privateTourId}`);
  });

  test('a quiz-locked scene offers the way back without answering', async () => {
    await freshPage();
    await page.goto(`/publictours/${publicTourId}?scene=entrance`);
    const plan = page.getByRole('group', { name: 'Floor plan' });
    await plan.getByRole('button', { name: 'Go to Stairwell 2, level 3' }).press('Enter');
    const quiz = page.getByRole('radiogroup', { name: 'What must you wear on site?' });
    await quiz.waitFor();
    // Hide the plan: the quiz itself must offer the way out (with the keyboard, too).
    await page.getByRole('button', { name: 'Hide plan' }).press('Enter');
    await page.getByRole('button', { name: 'Back to Main entrance' }).press('Enter');
    await quiz.waitFor({ state: 'detached' });
    await page.locator('.spatium-hotspot').first().waitFor({ timeout: 30_000 });

    // Straight into the locked scene: there is no "before", so the first open scene is offered.
    await page.goto(`/publictours/${publicTourId}?scene=stairwell`);
    await quiz.waitFor();
    await page.getByRole('button', { name: 'Hide plan' }).press('Enter');
    await page.getByRole('button', { name: 'Go to Main entrance' }).press('Enter');
    await quiz.waitFor({ state: 'detached' });
  });

  test('user text reads in its own direction inside a right-to-left interface', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data } = await api<{ id: number; title: string }[]>(
      server,
      'GET',
      '/oldprojects_light?_limit=-1',
      {
        token,
      },
    );
    const project = data.find((p) => p.title === 'Fjordbyen')!;
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/my_p/${project.id}?lng=ar`);
    const heading = page.getByRole('heading', { level: 1, name: 'Fjordbyen' });
    await heading.waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await heading.getAttribute('dir'), 'auto');
    // A Latin title in an Arabic page is laid out left to right.
    assert.equal(await heading.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    const tree = page.locator('.mantine-AppShell-navbar [dir="auto"]').filter({ hasText: 'Fjordbyen' });
    assert.ok((await tree.count()) > 0, 'the sidebar tree marks its titles too');
  });

  test('on a phone the cookie banner stays compact and leaves the viewer controls usable', async () => {
    await context?.close();
    context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
    await page.goto(`/publictours/${publicTourId}`);
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    await page.locator('.psv-navbar').waitFor({ timeout: 30_000 });
    const bannerBox = await banner.boundingBox();
    assert.ok(bannerBox && bannerBox.height <= 844 * 0.3, `the banner is compact (${bannerBox?.height} px)`);

    // Scrolled to the end, every control of the viewer's bar is clear of the banner and can be pressed.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.psv-navbar .psv-button'))
        .filter((button) => button.offsetWidth > 0)
        .filter((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !hit || !button.contains(hit);
        })
        .map((button) => button.title || button.className),
    );
    assert.deepEqual(covered, []);
    const viewer = await page.getByRole('application', { name: /^360° tour: / }).boundingBox();
    assert.ok(viewer && viewer.width >= 360, `the viewer takes the phone's width (${viewer?.width} px)`);
  });
});

describe('the company menu (SPEC §3 overridemenu)', () => {
  test('replaces the sidebar for the company’s users, four levels deep, and works with the keyboard', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data: companies } = await api<{ id: number; title: string }[]>(server, 'GET', '/companies', {
      token,
    });
    const company = companies[0]!;
    const menu = [
      { label: 'Site handbook', url: '/legal' },
      {
        label: 'Safety',
        children: [
          {
            label: 'Procedures',
            children: [{ label: 'Level three', children: [{ label: 'Fire drill', url: '/terms' }] }],
          },
        ],
      },
    ];
    const saved = await api(server, 'PUT', `/companies/${company.id}`, {
      token,
      body: { overridemenu: { enabled: true, data: menu } },
    });
    assert.equal(saved.status, 200);
    try {
      await freshPage();
      await signInAs(page, 'user@example.com');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Site handbook' }).waitFor();
      assert.equal(
        await nav.getByRole('link', { name: 'Dashboard' }).count(),
        0,
        'the standard menu is replaced',
      );

      // Each group opens on Enter; Tab then reaches the first entry inside it once it has rendered.
      const hasFocus = async (name: string, target: Locator) =>
        page
          .waitForFunction((el) => el === document.activeElement, await target.elementHandle(), {
            timeout: 5_000,
          })
          .catch(() => assert.fail(`${name} has focus`));
      await nav.getByRole('button', { name: 'Safety' }).focus();
      for (const [group, inside] of [
        ['Safety', nav.getByRole('button', { name: 'Procedures' })],
        ['Procedures', nav.getByRole('button', { name: 'Level three' })],
        ['Level three', nav.getByRole('link', { name: 'Fire drill' })],
      ] as const) {
        await hasFocus(group, nav.getByRole('button', { name: group }));
        await page.keyboard.press('Enter');
        await nav.getByRole('button', { name: group, expanded: true }).waitFor();
        await inside.waitFor();
        await page.keyboard.press('Tab');
      }
      const drill = nav.getByRole('link', { name: 'Fire drill' });
      await hasFocus('Fire drill', drill);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/terms');

      // Another company's users keep the standard navigation.
      await freshPage();
      await signInAs(page, 'other@example.org');
      const otherNav = page.getByRole('navigation', { name: 'Main navigation' });
      await otherNav.getByRole('link', { name: 'Dashboard' }).waitFor();
      assert.equal(await otherNav.getByRole('link', { name: 'Site handbook' }).count(), 0);
    } finally {
      await api(server, 'PUT', `/companies/${company.id}`, {
        token,
        body: { overridemenu: { enabled: false, data: [] } },
      });
    }
  });
});
