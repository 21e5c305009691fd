import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.ts';
import type { E2eServer } from './server.ts';

export { DEMO_PASSWORD };

let clientCounter = 0;

/**
 * A fresh browser context on the server. Each context gets its own client address (the server trusts
 * X-Forwarded-For), so the per-address sign-in rate limit (10 a minute) counts each test as its own visitor.
 * `consent` pre-answers the cookie banner so it is not in the way; leave it out to see the banner.
 */
export async function newContext(
  browser: Browser,
  server: E2eServer,
  options: { consent?: 'required' | 'all'; locale?: string } = {},
): Promise<BrowserContext> {
  clientCounter += 1;
  const context = await browser.newContext({
    baseURL: server.url,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.77.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`,
    },
  });
  context.setDefaultTimeout(10_000);
  // A first visit loads the app shell from a server that may still be warming up on a busy machine.
  context.setDefaultNavigationTimeout(30_000);
  if (options.consent) {
    const consent = { version: 1, analytics: options.consent === 'all', decidedAt: new Date().toISOString() };
    await context.addInitScript((value) => {
      if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', value);
    }, JSON.stringify(consent));
  }
  return context;
}

/**
 * Clicks 'Only required' on the cookie banner unless a choice is stored. The banner loads after the
 * page, so it is waited for: looking only once could miss it and let it slide in later under a click.
 */
export async function dismissCookieBanner(page: Page): Promise<void> {
  if (await page.evaluate(() => localStorage.getItem('cookieConsent') !== null)) return;
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Only required' }).click({ timeout: 30_000 });
  await banner.waitFor({ state: 'detached' });
}

/** Fills the sign-in form on /login and submits it (stays on whatever step follows). */
export async function submitLogin(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail or username').fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in without 2FA and waits for the dashboard. */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, identifier, password);
  await page.waitForURL('**/dashboard');
}

/** Signs in without 2FA and waits to leave /login, wherever the account starts (dashboard or start_at). */
export async function signInAs(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, identifier, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs out through the account menu and waits for /login. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
}

let apiClientCounter = 0;

/** A JSON call to the server's API, as its own client address (see newContext). */
export async function api<T = unknown>(
  server: E2eServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  apiClientCounter += 1;
  const headers: Record<string, string> = {
    'X-Forwarded-For': `10.88.${Math.floor(apiClientCounter / 250)}.${apiClientCounter % 250}`,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

/** The session token of a user without 2FA (POST /api/customauth). */
export async function apiToken(
  server: E2eServer,
  identifier: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { status, data } = await api<{ jwt: string; twofa?: boolean }>(server, 'POST', '/customauth', {
    body: { identifier, password },
  });
  if (status !== 200 || !data.jwt) throw new Error(`Sign-in of ${identifier} failed: ${status}`);
  return data.jwt;
}

/** Waits for a mail to `to` whose subject matches, and returns the first link in it as a path (+query). */
export async function linkFromOutbox(server: E2eServer, to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = server
      .outbox()
      .filter((m) => m.to === to && subject.test(m.subject))
      .at(-1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject} in the outbox`);
}

/** Invites `email` as companyadmin@example.com (role 4) and returns the invitation link's path. */
export async function inviteUser(server: E2eServer, email: string): Promise<string> {
  const token = await apiToken(server, 'companyadmin@example.com');
  const { status } = await api(server, 'POST', '/invitations', { token, body: { email, role: 4 } });
  if (status !== 201) throw new Error(`Inviting ${email} failed: ${status}`);
  return linkFromOutbox(server, email, /invited/i);
}

/**
 * Starts recording every notice (Mantine notification) the page shows, so a test can check one that
 * closes after a second (SPEC §4's short notices) even when a busy machine is slow to look.
 */
export async function recordNotices(page: Page): Promise<(text: string) => Promise<void>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenNotices: string[] }).seenNotices = seen;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.mantine-Notification-root'))
        if (notice.textContent) seen.push(notice.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async (text) => {
    await page.waitForFunction(
      (wanted) =>
        (window as unknown as { seenNotices: string[] }).seenNotices.some((t) => t.includes(wanted)),
      text,
    );
  };
}
