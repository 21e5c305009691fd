import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, inviteUser, newContext, signIn, submitLogin } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { testPng } from '../support/png.ts';
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

/** The blocking modal that asks to accept the latest terms. */
const agreementDialog = () =>
  page.getByRole('dialog').filter({ hasText: 'Please read and accept the latest terms' });

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('registration from an invitation', () => {
  test('validates the e-mail and password, then registers and signs in', async () => {
    const email = 'newcomer@example.com';
    const link = await inviteUser(server, email);
    assert.match(link, /^\/user_invite\?token=/);

    await freshPage();
    await page.goto(link);
    await page.getByText('You have been invited to join Nordvik Bygg AS.').waitFor();
    const form = page.locator('form');
    await form.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Nykommer');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('+47 400 00 099');
    const passwordField = form.getByRole('textbox', { name: 'New password' });
    const repeatField = form.getByRole('textbox', { name: 'Repeat the password' });
    const submit = form.getByRole('button', { name: 'Create account' });
    const emailField = form.getByRole('textbox', { name: 'E-mail' });

    // Not an e-mail address: refused in the form.
    await emailField.fill('not-an-email');
    await passwordField.fill('newcomer-password-1');
    await repeatField.fill('newcomer-password-1');
    await submit.click();
    await form.getByText('Please enter a valid email').waitFor();

    // A valid address, but not the invited one: the server cannot verify it.
    await emailField.fill('someone.else@example.com');
    await submit.click();
    await form
      .getByRole('alert')
      .filter({
        hasText:
          'We were unable to verify this email address. Are you sure the invitation was for this email address?',
      })
      .waitFor();

    // The right address, without a password.
    await emailField.fill(email);
    await passwordField.fill('');
    await repeatField.fill('');
    await submit.click();
    await form.getByText('Password must be filled in').waitFor();
    assert.equal(new URL(page.url()).pathname, '/user_invite');

    await passwordField.fill('newcomer-password-1');
    await repeatField.fill('newcomer-password-1');
    await submit.click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Sign in Successful!').waitFor();
    // A new user has not accepted the terms yet.
    await agreementDialog().getByRole('button', { name: 'I accept' }).click();
    await agreementDialog().waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nina' }).waitFor();
  });
});

describe('account page', () => {
  test('changing the first name saves; saving unchanged says there is nothing to update', async () => {
    await freshPage();
    await signIn(page, 'user@example.com');
    await page.goto('/account');
    const details = page.getByRole('region', { name: 'Profile details' });
    const save = details.getByRole('button', { name: 'Save' });

    await save.click();
    await details.getByRole('status').filter({ hasText: 'No changes to update' }).waitFor();

    await details.getByRole('textbox', { name: 'First name' }).fill('Ulrika');
    await save.click();
    await page.getByText('Your profile has been saved').waitFor();
    await page.getByRole('button', { name: 'Account menu for Ulrika Berg' }).waitFor();

    // The saved value is the new baseline: saving again changes nothing.
    await save.click();
    await details.getByRole('status').filter({ hasText: 'No changes to update' }).waitFor();

    // And it is stored on the server.
    await page.reload();
    assert.equal(await details.getByRole('textbox', { name: 'First name' }).inputValue(), 'Ulrika');
  });

  test('uploading a profile picture shows a progress bar, then the picture', async () => {
    await freshPage();
    await signIn(page, 'user@example.com');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Profile picture' });

    // A slow uplink (about 256 kB/s) and a ~300 kB picture, so the upload takes a moment and the progress
    // bar is there to be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Choose a picture' }).click();
    const picture = testPng(320, 320, { noise: true });
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await section.getByRole('button', { name: 'Upload' }).click();
    const progress = section.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    const midway = Number(await progress.getAttribute('aria-valuenow'));
    assert.ok(midway > 0 && midway < 100, `progress midway: ${midway}`);
    await page.getByText('Your profile picture has been saved').waitFor();
    await progress.waitFor({ state: 'detached' });

    const src = await section.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');
    assert.match(src ?? '', /\/api\/avatars\/\d+-[a-f0-9]{24}\.webp$/);
    const stored = await page.request.get(src!);
    assert.equal(stored.status(), 200);
    assert.equal(stored.headers()['content-type'], 'image/webp');
  });

  test('a wrong file type is refused before uploading', async () => {
    await freshPage();
    await signIn(page, 'user@example.com');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Profile picture' });
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Choose a picture' }).click();
    await (await chooser).setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await section.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image' }).waitFor();
    assert.equal(await section.getByRole('button', { name: 'Upload' }).count(), 0);
  });

  test('password change keeps this tab signed in; account deletion is confirmed and final', async () => {
    const email = 'throwaway@example.com';
    const link = await inviteUser(server, email);
    const token = new URL(link, server.url).searchParams.get('token');
    const registered = await api<{ jwt: string }>(server, 'POST', '/user_invite', {
      body: {
        token,
        email,
        firstname: 'Tor',
        lastname: 'Bort',
        telephone: '+47 400 00 098',
        password: 'throwaway-password-1',
        passwordConfirmation: 'throwaway-password-1',
      },
    });
    assert.equal(registered.status, 201);
    await api(server, 'POST', '/accept-agreements', { token: registered.data.jwt, body: { agreement: 1 } });

    await freshPage();
    await signIn(page, email, 'throwaway-password-1');
    await page.goto('/account');

    // Changing the password ends the other sessions; this one goes on with its new token.
    const passwordSection = page.getByRole('region', { name: 'Password' });
    await passwordSection.getByRole('textbox', { name: 'Current password' }).fill('throwaway-password-1');
    await passwordSection.getByRole('textbox', { name: 'New password' }).fill('throwaway-password-2');
    await passwordSection.getByRole('textbox', { name: 'Repeat the password' }).fill('throwaway-password-2');
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.waitForTimeout(2500);
    assert.equal(new URL(page.url()).pathname, '/account');
    assert.equal(await page.getByText('You are logged out').count(), 0);

    const deleteSection = page.getByRole('region', { name: 'Delete account' });
    await deleteSection.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByText('This cannot be undone.').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByRole('textbox', { name: 'Your password' }).fill('throwaway-password-2');
    assert.equal(await confirm.isDisabled(), true, 'the word DELETE is needed too');
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete');
    assert.equal(await confirm.isDisabled(), true, 'the word must match exactly');
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await confirm.click();
    await page.waitForURL('**/login');
    await page.getByText('Your account has been deleted').waitFor();

    await submitLogin(page, email, 'throwaway-password-2');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is not correct.' })
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
  });
});

describe('legal acceptance', () => {
  test('a newly published agreement must be accepted before going on', async () => {
    const adminToken = await apiToken(server, 'admin@example.com');
    const published = await api<{ version: number }>(server, 'POST', '/agreements', {
      token: adminToken,
      body: { title: 'Terms of use, second edition', body: 'New clause: be excellent to each other.' },
    });
    assert.equal(published.status, 201);

    await freshPage();
    await signIn(page, 'user@example.com');
    const dialog = page.getByRole('dialog', { name: 'Terms of use, second edition' });
    await dialog.getByText('New clause: be excellent to each other.').waitFor();
    // Blocking: no close button, Escape does nothing.
    await page.keyboard.press('Escape');
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('button', { name: /close/i }).count(), 0);

    await dialog.getByRole('button', { name: 'I accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();

    // Accepted for good: signing in again does not ask again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await dialog.count(), 0);
  });
});
