import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, inviteUser, newContext, submitLogin } from '../support/app.ts';
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

/** Signs in and waits for the start page (SPEC §2: /mypanel, /no_p or the dashboard, by who signs in). */
async function signInAs(email: string, password?: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Opens the row's actions menu on Administration → Users, found by searching for `email`. */
async function userActions(email: string, name: RegExp) {
  await page.goto('/admin/users');
  await page.getByPlaceholder('Name or e-mail').fill(email);
  const table = page.getByRole('table', { name: 'Users' });
  // Wait for the debounced search to narrow the table to that one user, so no later refetch of the
  // unfiltered list can stand in for the row the test goes on to read.
  await table.locator('tbody tr:only-child').getByRole('cell', { name: email, exact: true }).waitFor();
  await table.getByRole('button', { name }).click();
}

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('administration (role 3)', () => {
  test('acting as user@example.com shows the banner and their panel, then returns', async () => {
    await freshPage();
    await signInAs('admin@example.com');
    await userActions('user@example.com', /^Actions for Ulrik Berg$/);
    await page.getByRole('menuitem', { name: 'Act as this user' }).click();
    const confirm = page.getByRole('dialog', { name: 'Act as this user?' });
    await confirm.getByRole('button', { name: 'Act as this user' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'You are acting as Ulrik Berg' });
    await banner.waitFor();
    // Nordvik's start page is the dashboard (demo settings.start_at).
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ulrik' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Ulrik Berg' }).waitFor();
    // Their panel, with only what they were given access to; the banner stays while acting.
    await page.goto('/mypanel');
    await banner.waitFor();
    await page.getByRole('link', { name: 'Fjordbyen Block A' }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Fjordbyen Block B' }).count(), 0);

    await banner.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL('**/admin/users');
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu for Ada Admin' }).waitFor();
  });

  test("resetting a user's 2FA lets them sign in without a code", async () => {
    const email = 'tove.tofa@example.com';
    const password = 'tove-password-1';
    const link = await inviteUser(server, email);
    const registered = await api<{ jwt: string }>(server, 'POST', '/user_invite', {
      body: {
        token: new URL(link, server.url).searchParams.get('token'),
        email,
        firstname: 'Tove',
        lastname: 'Tofa',
        telephone: '+47 400 00 097',
        password,
        passwordConfirmation: password,
      },
    });
    assert.equal(registered.status, 201);
    const token = registered.data.jwt;
    await api(server, 'POST', '/accept-agreements', { token, body: { agreement: 1 } });
    const setup = await api<{ secret: string }>(server, 'POST', '/2fa/setup', { token });
    assert.equal(setup.status, 200);
    const enabled = await api(server, 'POST', '/2fa/enable', {
      token,
      body: { code: await generate({ secret: setup.data.secret }) },
    });
    assert.equal(enabled.status, 200);
    const challenged = await api<{ jwt: string; twofa?: boolean }>(server, 'POST', '/customauth', {
      body: { identifier: email, password },
    });
    assert.equal(challenged.data.twofa, true, 'sign-in asks for a code before the reset');

    await freshPage();
    await signInAs('admin@example.com');
    await userActions(email, /^Actions for Tove Tofa$/);
    await page.getByRole('menuitem', { name: 'Reset two-factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset two-factor authentication?' });
    await confirm.getByText('Tove Tofa will have to set up two-factor authentication again').waitFor();
    await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
    await page.getByText('User 2FA reset success').waitFor();
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('cell', { name: 'Off', exact: true })
      .waitFor();

    await freshPage();
    await signInAs(email, password);
    assert.equal(await page.getByRole('form', { name: 'Two-factor authentication' }).count(), 0);
    await page.getByRole('button', { name: 'Account menu for Tove Tofa' }).waitFor();
  });

  test('makes an API token that expires in 30 days, shows it once, and lists when it expires', async () => {
    await freshPage();
    await signInAs('admin@example.com');
    await page.goto('/admin/tokens');
    await page.getByRole('button', { name: 'New token' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nightly export');
    const expiry = dialog.getByLabel('Expires');
    assert.equal(await expiry.inputValue(), 'In 90 days', 'a token expires unless chosen otherwise');
    // The list opens from the keyboard.
    await expiry.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'In 30 days' }).click();
    assert.equal(await expiry.inputValue(), 'In 30 days');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const created = page.getByRole('dialog', { name: 'Your new token' });
    assert.match(await created.locator('pre, code').first().innerText(), /^spt_/);
    await created.getByRole('button', { name: 'I have stored it' }).click();

    const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row', { name: /Nightly export/ });
    // The date as the page writes it, in the page's language.
    const language = await page.evaluate(() => document.documentElement.lang);
    const expires = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
      new Date(Date.now() + 30 * 86_400_000),
    );
    await row.getByRole('cell', { name: expires, exact: true }).waitFor();
    assert.equal(await row.getByRole('cell', { name: 'Never', exact: true }).count(), 1, 'never used yet');
  });

  test('/admin has no serious or critical violations', async () => {
    await freshPage();
    await signInAs('admin@example.com');
    await page.goto('/admin');
    await page.waitForURL('**/admin/companies');
    await page.getByRole('table', { name: 'Companies' }).getByText('Nordvik Bygg AS').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(serious, []);
  });
});

describe('my company (company admin)', () => {
  test('renames a department, turns chat off, and saving unchanged says so', async () => {
    await freshPage();
    await signInAs('companyadmin@example.com');
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL('**/admin/company');
    await page.getByRole('heading', { name: 'Nordvik Bygg AS' }).waitFor();

    await page.getByRole('tab', { name: 'Departments' }).click();
    await page.getByRole('button', { name: 'Rename HSE' }).click();
    const rename = page.getByRole('textbox', { name: 'New name for HSE' });
    await rename.fill('HSE and quality');
    await rename.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Departments saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Departments' }).click();
    const departments = page.getByRole('list', { name: 'Departments' });
    await departments.getByText('HSE and quality', { exact: true }).waitFor();
    assert.equal(await departments.getByText('HSE', { exact: true }).count(), 0);

    await page.getByRole('tab', { name: 'Settings' }).click();
    const chat = page.getByRole('switch', { name: 'Chat', exact: true });
    assert.equal(await chat.isChecked(), true, 'chat is on in the demo data');
    await chat.click({ force: true });
    assert.equal(await chat.isChecked(), false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company settings saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    assert.equal(await page.getByRole('switch', { name: 'Chat', exact: true }).isChecked(), false);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'No changes to update' }).waitFor();
  });
});
