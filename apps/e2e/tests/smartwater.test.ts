import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function pageAs(email: string): Promise<Page> {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  // Several e2e files share two cores: give a cold page load more than the default 10 s.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

describe('Smartwater', () => {
  test('a company admin sees the network and its open alert, opens a chart and acknowledges the alert', async () => {
    const page = await pageAs('companyadmin@example.com');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Smartwater' })
      .click();
    await page.waitForURL('**/smartwater');
    await page.getByRole('heading', { name: 'Smartwater', level: 1 }).waitFor();

    // The demo's five assets are on the map as buttons, the booster in need of attention.
    await page.getByRole('button', { name: 'Skulestadmo booster (Pump station): needs attention' }).waitFor();
    await page.getByRole('button', { name: 'Bømoen reservoir (Reservoir): normal' }).waitFor();
    const table = page.getByTestId('water-assets');
    assert.equal(await table.getByRole('button', { name: /^Show the chart of / }).count(), 8);
    await table.getByText('Below threshold').waitFor();

    const alerts = page.getByTestId('water-alerts');
    const alert = alerts.getByRole('listitem').filter({ hasText: 'Skulestadmo booster · Outlet pressure' });
    await alert.getByText('below the threshold of 2.5').waitFor();

    // A sensor's chart from the table, reached by keyboard: 24 hours, then 7 days.
    const show = table.getByRole('button', { name: 'Show the chart of Water level at Bømoen reservoir' });
    await show.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('sensor-panel');
    await panel.getByRole('heading', { name: 'Water level · Bømoen reservoir' }).waitFor();
    await panel.getByTestId('sensor-chart').locator('canvas').waitFor();
    await panel.getByText('7 days').click();
    await panel.getByText('Show the readings as a table').click();
    const readings = panel.getByRole('table', { name: 'Readings of Water level (m)' });
    await readings.waitFor();
    // A week of quarter-hourly readings, averaged to at most about 500 rows (the 24 hours had 96).
    await readings.getByRole('row').nth(400).waitFor();
    await expectAccessible(page, { include: ['main'], label: '/smartwater' });

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText('Alert acknowledged').waitFor();
    await alerts.waitFor({ state: 'detached' });
    await page.getByText('No alerts to show.').waitFor();
    await page.getByRole('region', { name: 'Alerts' }).getByText('All', { exact: true }).click();
    await page
      .getByTestId('water-alerts')
      .getByText(/^Acknowledged by Camilla Nordvik/)
      .waitFor();
  });

  test('a user of another company sees none of Nordvik Bygg’s network', async () => {
    const page = await pageAs('other@example.org');
    await page.goto('/smartwater');
    await page.getByText('No water-network assets yet.', { exact: false }).waitFor();
    assert.equal(await page.getByText('Skulestadmo booster').count(), 0);
    assert.equal(await page.getByTestId('water-alerts').count(), 0);
  });

  test('the restricted role has no Smartwater in the menu and no page', async () => {
    const page = await pageAs('restricted@example.com');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.waitFor();
    assert.equal(await menu.getByRole('link', { name: 'Smartwater' }).count(), 0);
    await page.goto('/smartwater');
    await page.getByText('Smartwater is not available here.').waitFor();
  });
});
