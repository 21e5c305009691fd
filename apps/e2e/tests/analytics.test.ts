import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await newContext(browser, server, { consent: 'required' });
  page = await context.newPage();
  return page;
}

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('analytics reports (company admin)', () => {
  test('opens the reports from the menu, reads the chart and table, changes the range and downloads the CSV', async () => {
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.getByRole('link', { name: 'Administration' }).click();
    await page
      .getByRole('navigation', { name: 'Administration sections' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.waitForURL('**/admin/analytics');
    await page.getByRole('heading', { level: 2, name: 'Analytics' }).waitFor();

    // The demo seeds weeks of views: the last 30 days are drawn, one table row per day.
    const chart = page.getByTestId('analytics-chart');
    await chart.locator('canvas').waitFor();
    const periods = page.getByRole('table', { name: 'Views and minutes per period' });
    await periods.waitFor();
    assert.equal(await periods.locator('tbody tr').count(), 30);
    assert.ok(Number((await page.getByTestId('analytics-total-views').innerText()).replace(/\D/g, '')) > 0);
    const items = page.getByRole('table', { name: 'Most viewed' });
    assert.ok((await items.locator('tbody tr').count()) > 0);
    // The site's own pages belong to no company: only role 3 sees them.
    assert.equal(await items.getByRole('rowheader', { name: '/dashboard', exact: true }).count(), 0);

    // The chart is reached with Tab and read out period by period with the arrow keys.
    await chart.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    const days = await periods.locator('tbody th').allInnerTexts();
    await page.getByText(new RegExp(`^${days[1]}: \\d+ views, \\d+ minutes$`)).waitFor({ state: 'attached' });

    await page.getByText('Last 7 days').click();
    await periods.locator('tbody tr').nth(6).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="analytics-periods"] tbody tr').length === 7,
    );
    await page.getByText('Week', { exact: true }).click();
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('[data-testid="analytics-periods"] tbody tr').length;
      return rows >= 1 && rows <= 2;
    });

    // Public tours: Nordvik's public tour, by its title.
    await page.getByText('Public tours').click();
    await items.getByRole('rowheader', { name: 'Fjordbyen Block A – public 360 tour' }).waitFor();

    // A custom range the wrong way round is refused before asking the server.
    await page.getByText('Custom', { exact: true }).click();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-10');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-01');
    await page.getByRole('alert').filter({ hasText: 'Choose a start on or before the end' }).waitFor();
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-20');
    await page.getByRole('alert').filter({ hasText: 'Choose a start' }).waitFor({ state: 'detached' });
    await page.getByText('Last 30 days').click();

    await expectAccessible(page, { include: ['main'], label: '/admin/analytics' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    assert.match(
      download.suggestedFilename(),
      /^analytics-public_tour-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split('\r\n');
    assert.equal(header, 'period,item,path,kind,content_id,views,seconds');
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.includes('Fjordbyen Block A – public 360 tour,,tours,')));
  });
});

describe('analytics reports (member)', () => {
  test('a member has no Administration entry and gets the refused page at the URL', async () => {
    await freshPage();
    await signInAs(page, 'user@example.com');
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Administration' }).count(), 0);
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Analytics' }).count(), 0);
    assert.equal(await page.getByTestId('analytics-chart').count(), 0);
  });
});
