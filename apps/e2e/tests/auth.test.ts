import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  linkFromOutbox,
  newContext,
  recordNotices,
  signIn,
  signOut,
  submitLogin,
} from '../support/app.ts';
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

describe('sign-in without 2FA', () => {
  const accounts = [
    { email: 'admin@example.com', name: 'Ada Admin', first: 'Ada' },
    { email: 'user@example.com', name: 'Ulrik Berg', first: 'Ulrik' },
    { email: 'companyadmin@example.com', name: 'Camilla Nordvik', first: 'Camilla' },
    { email: 'restricted@example.com', name: 'Rune Lie', first: 'Rune' },
    { email: 'other@example.org', name: 'Olivia Fjord', first: 'Olivia' },
  ];
  for (const account of accounts) {
    test(`${account.email} reaches the dashboard and logs out`, async () => {
      await freshPage();
      await page.goto('/login');
      const noticeShown = await recordNotices(page);
      await signIn(page, account.email);
      assert.equal(new URL(page.url()).pathname, '/dashboard');
      await noticeShown('Sign in Successful!');
      await page.getByRole('heading', { level: 1, name: `Welcome, ${account.first}` }).waitFor();
      await page.getByRole('button', { name: `Account menu for ${account.name}` }).waitFor();

      await signOut(page);
      assert.equal(new URL(page.url()).pathname, '/login');
      await noticeShown('You are logged out');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    });
  }

  test('a wrong password shows an error and stays on /login', async () => {
    await freshPage();
    await submitLogin(page, 'user@example.com', 'not-the-password');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is not correct.' })
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
  });
});

describe('sign-in with 2FA', () => {
  const email = 'other@example.org';
  let secret = '';

  test('enrolment on the account page', async () => {
    await freshPage();
    await signIn(page, email);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await section.locator('code').innerText()).trim();
    assert.match(secret, /^[A-Z2-7]{16,}$/);

    await section.getByLabel('Authentication code').fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-factor authentication is on').waitFor();
    await section.getByText('On', { exact: true }).waitFor();
    // Enabling 2FA ends the user's other sessions; this tab carries on with its new token (it used to be
    // signed out by its own realtime 'sessionended' event).
    await page.waitForTimeout(2500);
    assert.equal(new URL(page.url()).pathname, '/account');
    assert.equal(await page.getByText('You are logged out').count(), 0);
    await signOut(page);
  });

  test('sign-in asks for the code; a wrong code is refused, the right one signs in', async () => {
    assert.ok(secret, 'enrolment ran first');
    await freshPage();
    await submitLogin(page, email);
    const prompt = page.getByRole('form', { name: 'Two-factor authentication' });
    await prompt.getByText('Open your authenticator app and enter the 6-digit code for Spatium.').waitFor();

    // A code valid in no accepted time step.
    const now = Math.floor(Date.now() / 1000);
    const valid = await Promise.all(
      [-30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })),
    );
    let wrong = 123456;
    while (valid.includes(String(wrong))) wrong += 1;
    await prompt.getByLabel('Authentication code').fill(String(wrong));
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await prompt
      .getByRole('alert')
      .filter({ hasText: 'The code is not correct or has already been used.' })
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');

    // The enrolment code's time step is spent (no replay), so use the next one (within the drift tolerance).
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await prompt.getByLabel('Authentication code').fill(code);
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('2FA login success!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' }).waitFor();
  });
});

describe('access guard', () => {
  for (const path of ['/dashboard', '/account', '/companyforms', '/status']) {
    test(`signed out, ${path} redirects to /login`, async () => {
      await freshPage();
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    });
  }

  const publicPaths = [
    { path: '/login', heading: 'Sign in' },
    { path: '/forgot-password', heading: 'Reset your password' },
    { path: '/newpassword', heading: 'Set a new password' },
    { path: '/user_invite', heading: 'Create your account' },
    { path: '/maintenance', heading: undefined },
    { path: '/publictours/1', heading: undefined },
    { path: '/legal', heading: 'Legal' },
    { path: '/story/1', heading: undefined },
  ];
  test('signed out, the public paths stay where they are', async () => {
    await freshPage();
    for (const { path, heading } of publicPaths) {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, ...(heading && { name: heading }) });
      await title.first().waitFor();
      // Give a redirect the chance to happen before checking there was none.
      await page.waitForLoadState('networkidle');
      assert.equal(new URL(page.url()).pathname, path, `${path} stays`);
    }
  });

  test('signed out, an unknown path redirects to /login (SPEC §2 guard)', async () => {
    await freshPage();
    await page.goto('/no-such-page');
    await page.waitForURL('**/login');
  });

  test('signed in, an unknown path shows the not-found page', async () => {
    await freshPage();
    await signIn(page, 'user@example.com');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByText('The page you are looking for does not exist or has moved.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/no-such-page');
    await page.getByRole('link', { name: 'Go to the start page' }).waitFor();
  });
});

describe('forgot password', () => {
  const email = 'restricted@example.com';
  const newPassword = 'a-brand-new-password-7';

  test('the mailed link sets a new password, which signs in; the link works once', async () => {
    await freshPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    const answered = page.waitForResponse((r) => r.url().endsWith('/auth/forgot-password'));
    await page.getByRole('button', { name: 'Send the link' }).click();
    const answer = await answered;
    assert.equal(answer.status(), 200, `forgot-password answered ${answer.status()}: ${await answer.text()}`);
    await page.getByText('If an account exists for this e-mail address, we have sent it a link').waitFor();

    const link = await linkFromOutbox(server, email, /password/i);
    assert.match(link, /^\/newpassword\?code=/);
    await page.goto(link);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Repeat the password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been changed. You can sign in now.').waitFor();

    // The old password no longer works, the new one does.
    await submitLogin(page, email, DEMO_PASSWORD);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is not correct.' })
      .waitFor();
    await signIn(page, email, newPassword);
    await signOut(page);

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('New password').fill('yet-another-password-8');
    await page.getByLabel('Repeat the password').fill('yet-another-password-8');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This link is invalid or has expired. Please request a new one.' })
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/newpassword');
  });
});
