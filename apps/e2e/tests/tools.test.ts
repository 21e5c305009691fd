import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

interface KeyCode {
  id: number;
  hint: string;
  used: boolean;
  machine: string | null;
  assigned_to: { id: number; name: string } | null;
}

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

const signedIn = new Map<string, { context: BrowserContext; page: Page }>();

/** One signed-in page per user for the whole file: each new context loads the app cold. */
async function pageAs(email: string) {
  const known = signedIn.get(email);
  if (known) return known;
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  // Several e2e files share two cores: give a cold page load more than the default 10 s.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await signInAs(page, email);
  signedIn.set(email, { context, page });
  return { context, page };
}

describe('the tools marketplace', () => {
  test('a member installs the coordinate converter, uses it and uninstalls it', async () => {
    const { page } = await pageAs('user@example.com');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await page.waitForURL('**/apps');
    const units = page.getByRole('article', { name: 'Unit converter' });
    // The demo installs the unit converter for this user.
    await units.getByTestId('tool-state').filter({ hasText: 'Installed' }).waitFor();
    const coords = page.getByRole('article', { name: 'Coordinate converter' });
    assert.equal(await coords.getByTestId('tool-state').textContent(), 'Not installed');
    await expectAccessible(page, { label: 'tools marketplace' });

    await coords.getByRole('button', { name: 'Install Coordinate converter' }).click();
    await page.getByText('App installed').waitFor();
    await coords.getByTestId('tool-state').filter({ hasText: 'Installed' }).waitFor();
    await coords.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL('**/apps/coordinate-converter');
    // Oslo in EUREF89 UTM 32, the converter's first example.
    await page.getByTestId('coords-result').filter({ hasText: 'Easting 597979.903' }).waitFor();
    await page.getByText('UTM → WGS84').click();
    await page.getByLabel('Easting').fill('500000');
    await page.getByLabel('Northing').fill('6650000');
    await page.getByTestId('coords-result').filter({ hasText: 'Longitude 9.00000000°' }).waitFor();
    await expectAccessible(page, { label: 'coordinate converter' });

    await page.getByRole('link', { name: 'Back to tools' }).first().click();
    await page.waitForURL('**/apps');
    await coords.getByRole('button', { name: 'Uninstall' }).click();
    await page.getByText('Coordinate converter uninstalled').waitFor();
    await coords.getByTestId('tool-state').filter({ hasText: 'Not installed' }).waitFor();
    await page.goto('/apps/coordinate-converter');
    await page.getByText('This tool is not installed.').waitFor();
  });

  test('the cut/fill tool computes volumes from a pasted grid', async () => {
    const { page } = await pageAs('user@example.com');
    await page.goto('/apps');
    const tool = page.getByRole('article', { name: 'Slope and cut/fill' });
    await tool.getByRole('button', { name: 'Install Slope and cut/fill' }).click();
    await tool.getByRole('link', { name: 'Open' }).click();
    await page.getByLabel('Ground levels (m)').fill('12 12\n12 12');
    await page.getByLabel('Grid spacing (m)').fill('10');
    await page.getByLabel('Design level (m)').fill('10');
    await page.getByTestId('volume-result').filter({ hasText: '200.00 m³' }).waitFor();
  });

  test('the restricted role and another company see none of the user’s tools', async () => {
    const other = await apiToken(server, 'other@example.org');
    const { data } = await api<{ app_id: string }[]>(server, 'GET', '/get_my_apps', { token: other });
    assert.deepEqual(data, []);
    const restricted = await apiToken(server, 'restricted@example.com');
    assert.equal((await api(server, 'GET', '/get_my_apps', { token: restricted })).status, 403);
    const { page } = await pageAs('restricted@example.com');
    await page.goto('/apps');
    await page.getByText('Tools are not available on this site.').waitFor();
  });
});

describe('software key codes', () => {
  test('an administrator generates codes, the company admin gives one out and marks it used, the user copies it', async () => {
    const admin = await pageAs('admin@example.com');
    await admin.page.goto('/keycodes');
    await admin.page.getByRole('heading', { name: 'Key codes' }).waitFor();
    const adminToken = await apiToken(server, 'admin@example.com');
    const before = (await api<KeyCode[]>(server, 'GET', '/keycodes', { token: adminToken })).data.length;
    await admin.page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, before);
    await admin.page.getByLabel('How many').fill('2');
    await admin.page.getByRole('button', { name: 'Generate key codes' }).click();
    await admin.page.getByText('Key codes generated: 2').waitFor();
    await admin.page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n + 2, before);
    await expectAccessible(admin.page, { label: 'key codes (administrator)' });

    const companyAdminToken = await apiToken(server, 'companyadmin@example.com');
    const codes = (await api<KeyCode[]>(server, 'GET', '/keycodes', { token: companyAdminToken })).data;
    const free = codes.find((c) => !c.used && c.assigned_to === null);
    assert.ok(free, 'a free code to give out');

    const { page } = await pageAs('companyadmin@example.com');
    await page.goto('/keycodes');
    await page.getByRole('combobox', { name: `User of the code ending ${free.hint}` }).click();
    await page.getByRole('option', { name: 'Ulrik Berg' }).click();
    const row = page.getByTestId(`keycode-${free.id}`);
    await row.getByRole('button', { name: 'Mark used' }).waitFor();
    await row.getByRole('button', { name: 'Mark used' }).click();
    await page.getByRole('dialog').getByLabel('Machine').fill('Survey rover 3');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark used' }).click();
    await row.getByText('Survey rover 3').waitFor();
    await row.getByText('Used', { exact: true }).waitFor();

    const user = await pageAs('user@example.com');
    await user.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await user.page.goto('/keycodes');
    const mine = user.page.getByTestId(`keycode-${free.id}`);
    await mine.getByRole('button', { name: `Copy the code ending ${free.hint}` }).click();
    await mine.getByText('Copied').waitFor();
    const copied = await user.page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    assert.ok(copied.endsWith(free.hint));
    // The user sees only the codes given to them.
    const rows = await user.page.locator('tbody tr').count();
    const userToken = await apiToken(server, 'user@example.com');
    const theirs = (await api<KeyCode[]>(server, 'GET', '/keycodes', { token: userToken })).data;
    assert.equal(rows, theirs.length);
    assert.ok(theirs.every((c) => c.assigned_to?.name === 'Ulrik Berg'));
    await expectAccessible(user.page, { label: 'key codes (member)' });
  });

  test('another company’s user and the restricted role see none of Nordvik’s codes', async () => {
    const other = await apiToken(server, 'other@example.org');
    assert.deepEqual((await api(server, 'GET', '/keycodes', { token: other })).data, []);
    const restricted = await apiToken(server, 'restricted@example.com');
    assert.equal((await api(server, 'GET', '/keycodes', { token: restricted })).status, 403);
    const { page } = await pageAs('other@example.org');
    await page.goto('/keycodes');
    await page.getByText('No key code has been given to you.').waitFor();
  });
});

describe('company forms', () => {
  test('a company admin builds a form, fills it in on a phone and exports the submission', async () => {
    const { page } = await pageAs('companyadmin@example.com');
    await page.goto('/companyforms');
    await page.getByRole('link', { name: 'Build Interior snag list' }).click();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const first = page.getByRole('group', { name: 'Question 1' });
    await first.getByLabel('Question', { exact: true }).fill('Room');
    await first.getByRole('switch', { name: 'Required' }).check({ force: true });
    await page.getByRole('button', { name: 'Add a question' }).click();
    const second = page.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Question', { exact: true }).fill('Severity');
    await second.getByRole('combobox', { name: 'Answer type' }).click();
    await page.getByRole('option', { name: 'Choice' }).click();
    await second.getByLabel('Choices').fill('Minor\nMajor');
    await page.getByRole('switch', { name: 'Published: members can fill it in' }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Form saved').waitFor();
    await expectAccessible(page, { label: 'form builder' });

    // Fill it in on a phone-sized screen, as a member of the company would on site.
    const phone = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    contexts.push(phone);
    phone.setDefaultTimeout(30_000);
    const mobile = await phone.newPage();
    await mobile.goto('/companyforms');
    await mobile.getByRole('link', { name: 'Fill in Interior snag list' }).click();
    await mobile.getByRole('button', { name: 'Send' }).click();
    await mobile.getByText('This answer is required.').first().waitFor();
    await mobile.getByLabel('Room').fill('Stair 2, landing');
    await mobile.getByText('Your answers are kept on this device until you send them.').waitFor();
    // The draft survives a reload before sending.
    await mobile.reload();
    assert.equal(await mobile.getByLabel('Room').inputValue(), 'Stair 2, landing');
    await mobile.getByRole('combobox', { name: 'Severity' }).click();
    await mobile.getByRole('option', { name: 'Major' }).click();
    await expectAccessible(mobile, { label: 'filling in a form on a phone' });
    await mobile.getByRole('button', { name: 'Send' }).click();
    await mobile.getByText('Form sent').waitFor();

    await page.goto('/companyforms');
    await page.getByRole('link', { name: 'Submissions of Interior snag list' }).click();
    await page.getByRole('cell', { name: 'Stair 2, landing' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    assert.match(csv, /Sent,Sent by,Room,Severity\r\n/);
    assert.match(csv, /"Stair 2, landing",Major\r\n/);
  });

  test('another company’s user sees none of Nordvik’s forms', async () => {
    const other = await apiToken(server, 'other@example.org');
    const { data } = await api<{ title: string }[]>(server, 'GET', '/getcompanyforms', { token: other });
    assert.ok(data.every((f) => !/snag|Facade/.test(f.title)));
    const restricted = await apiToken(server, 'restricted@example.com');
    assert.equal((await api(server, 'GET', '/getcompanyforms', { token: restricted })).status, 403);
  });
});
