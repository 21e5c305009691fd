import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { dismissCookieBanner, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function freshPage(options: Parameters<typeof newContext>[2] = {}): Promise<Page> {
  await context?.close();
  context = await newContext(browser, server, options);
  page = await context.newPage();
  return page;
}

/** Every analytics call the page makes from now on. */
function recordAnalytics(target: Page): Request[] {
  const seen: Request[] = [];
  target.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/analytics')) seen.push(request);
  });
  return seen;
}

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('cookie banner', () => {
  test("shown on the first visit; 'Only required' hides it and no analytics is sent", async () => {
    await freshPage();
    const analytics = recordAnalytics(page);
    await page.goto('/login');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('heading', { name: 'Your privacy' }).waitFor();

    await banner.getByRole('button', { name: 'Only required' }).click();
    await banner.waitFor({ state: 'detached' });

    // Navigate inside the app and load it again: no banner, no analytics.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await banner.count(), 0);
    assert.deepEqual(
      analytics.map((r) => r.url()),
      [],
    );
  });

  test("'Accept all' sends a page view on each navigation", async () => {
    await freshPage();
    const analytics = recordAnalytics(page);
    await page.goto('/login');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(analytics.length, 0, 'nothing before consent');

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await banner.waitFor({ state: 'detached' });

    const pageview = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/pageview') &&
        request.postDataJSON()?.path === '/forgot-password',
    );
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    const body = (await pageview).postDataJSON();
    assert.equal(body.locale, 'en-US');
    assert.equal(typeof body.session, 'string');
    assert.match(body.referrer, /\/login$/);
    const response = await (await pageview).response();
    assert.ok(response && response.status() < 300, `the server takes the page view (${response?.status()})`);
  });
});

describe('languages', () => {
  test('?lng=ar gives an Arabic, right-to-left login page', async () => {
    await freshPage({ consent: 'required' });
    await page.goto('/login?lng=ar');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.match(await heading.innerText(), /^[\u0600-\u06ff\s]+$/);
  });

  test('the language switcher turns the login page Norwegian', async () => {
    await freshPage({ consent: 'required' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');

    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption({ label: 'Norsk bokmål' });

    await page.getByRole('heading', { level: 1, name: 'Logg inn' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'nb-NO');
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
    await page.getByRole('textbox', { name: 'E-post eller brukernavn' }).waitFor();
    await page.getByRole('button', { name: 'Logg inn' }).waitFor();

    // The choice is remembered.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Logg inn' }).waitFor();
  });
});

describe('accessibility (axe-core)', () => {
  async function seriousViolations(target: Page) {
    const results = await new AxeBuilder({ page: target }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  test('/login, with the cookie banner, has no serious or critical violations', async () => {
    await freshPage();
    await page.goto('/login');
    await page.getByTestId('cookie-banner').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('/dashboard and /account have no serious or critical violations', async () => {
    await freshPage();
    await page.goto('/login');
    await dismissCookieBanner(page);
    await signIn(page, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.getByRole('region', { name: 'Profile details' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });
});
