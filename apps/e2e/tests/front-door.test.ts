import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

// The address the README gives, the Content-Security-Policy in a real browser, and the public tour
// embedded in another site's page.

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let readmeAddress: string;
let publicTourId: number;
let embeddingSite: Server | undefined;

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  // The README says "Open http://localhost:3000": the same host name, on the test server's port.
  readmeAddress = `http://localhost:${new URL(server.url).port}/`;
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; properties: { public?: boolean } }[]>(
    server,
    'GET',
    '/tourslights?_limit=-1',
    { token },
  );
  publicTourId = data.find((tour) => tour.properties.public === true)!.id;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  embeddingSite?.close();
});

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await newContext(browser, server, { consent: 'required' });
  // The viewer pages load several megabytes of assets: more than the default 10 s on a busy machine.
  context.setDefaultTimeout(30_000);
  return context.newPage();
}

/** Every CSP violation the page (or a frame in it) reports, from the event and from the console. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

describe('the address in the README', () => {
  test('answers GET / with the web app, by HTTP', async () => {
    const response = await fetch(readmeAddress);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await response.text(), /<div id="root"><\/div>/);
  });

  test('opens the web app in the browser, and again after a reload', async () => {
    const page = await freshPage();
    // A visitor without a session is sent on to the sign-in form (SPEC §2).
    const first = await page.goto(readmeAddress);
    assert.equal(first?.status(), 200);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // Signed in, the start page stays at the address, and a reload shows it again.
    await signIn(page, 'companyadmin@example.com');
    const startPage = page.getByRole('heading', {
      level: 1,
      name: 'Every site, every scan, every model — in one place',
    });
    assert.equal((await page.goto(readmeAddress))?.status(), 200);
    await startPage.waitFor();
    assert.equal((await page.reload())?.status(), 200);
    await startPage.waitFor();
    assert.equal(page.url(), readmeAddress);
  });
});

describe('Content-Security-Policy in the browser', () => {
  test('the login page, the dashboard and the public tour run without a single violation', async () => {
    const page = await freshPage();
    const violations = await recordCspViolations(page);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(page, 'companyadmin@example.com');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');

    await page.goto(`/publictours/${publicTourId}`);
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen Block A – public 360 tour' }).waitFor();
    await page.waitForFunction(() => document.querySelector('canvas') !== null);
    await page.waitForLoadState('networkidle');

    assert.deepEqual(violations, []);
  });
});

describe('the public tour on another site', () => {
  test('shows in an iframe of a page from another origin, while other pages refuse to be framed', async () => {
    const tourUrl = new URL(`/publictours/${publicTourId}`, server.url).href;
    const loginUrl = new URL('/login', server.url).href;
    embeddingSite = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>A customer's site</title></head><body>
        <h1>Our new building</h1>
        <iframe name="tour" title="360° tour" src="${tourUrl}" width="900" height="600" allowfullscreen></iframe>
        <iframe name="login" title="Sign-in" src="${loginUrl}" width="400" height="300"></iframe>
      </body></html>`);
    });
    await new Promise<void>((resolve) => embeddingSite!.listen(0, '127.0.0.1', resolve));
    // localhost and another port: another origin than the server's http://127.0.0.1:<port>.
    const siteUrl = `http://localhost:${(embeddingSite.address() as AddressInfo).port}/`;

    const page = await freshPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(siteUrl);

    const tour = page.frameLocator('iframe[name="tour"]');
    await tour.getByRole('heading', { level: 1, name: 'Fjordbyen Block A – public 360 tour' }).waitFor();
    await tour.locator('canvas').first().waitFor({ state: 'attached' });

    // The sign-in page says frame-ancestors 'none': the browser shows nothing of it in the frame.
    await page.waitForLoadState('networkidle');
    assert.equal(
      await page.frameLocator('iframe[name="login"]').getByRole('button', { name: 'Sign in' }).count(),
      0,
    );
    assert.ok(
      messages.some((m) => m.includes("frame-ancestors 'none'")),
      `the browser names the refusal: ${messages.join(' | ')}`,
    );
  });
});
