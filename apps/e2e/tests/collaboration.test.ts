import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { api, apiToken, newContext, recordNotices, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

interface Channel {
  id: number;
  kind: string;
  name: string;
}
interface Subproject {
  id: number;
  title: string;
}

const A = 'companyadmin@example.com';
// A 1×1 PNG: small, and an image the server can make a preview of.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const B = 'user@example.com';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let tokenA: string;
let blockA: Channel;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  tokenA = await apiToken(server, A);
  const { data } = await api<Channel[]>(server, 'GET', '/channels', { token: tokenA });
  const found = data.find((c) => c.name === 'Fjordbyen Block A');
  assert.ok(found, 'the company admin has Block A’s channel');
  blockA = found;
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function pageFor(email: string) {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email);
  return page;
}

describe('chat and issues between two people', () => {
  test('A posts in a channel, B sees the notice elsewhere and the message in the channel; an issue arrives live; the bell clears', async () => {
    const pageA = await pageFor(A);
    const pageB = await pageFor(B);

    await pageA.goto(`/chat/${blockA.id}`);
    await pageA.getByRole('heading', { level: 2, name: 'Fjordbyen Block A' }).waitFor();
    await pageB.goto('/issues');
    await pageB.getByRole('heading', { level: 1, name: 'Issues' }).waitFor();
    let noticeShown = await recordNotices(pageB);

    const text = `Concrete delivery moved to 07:30 (${Date.now()})`;
    await pageA.getByLabel('Message to Fjordbyen Block A').fill(text);
    await pageA.getByRole('button', { name: 'Send', exact: true }).click();
    await pageA.getByRole('log').getByText(text).waitFor();

    await noticeShown('New message received');
    await pageB.goto(`/chat/${blockA.id}`);
    await pageB.getByRole('log').getByText(text).waitFor();

    // A sends a photo; B, looking at the channel, sees its preview and downloads it.
    const photoName = `kerb-${Date.now()}.png`;
    const chooser = pageA.waitForEvent('filechooser');
    await pageA.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles({ name: photoName, mimeType: 'image/png', buffer: onePixelPng });
    await pageA.getByRole('progressbar', { name: `Upload progress of ${photoName}` }).waitFor();
    await pageA.getByRole('list', { name: 'Uploads' }).getByText('Uploaded', { exact: true }).waitFor();
    await pageA.getByLabel('Message to Fjordbyen Block A').fill('Photo of the kerb');
    await pageA.getByRole('button', { name: 'Send', exact: true }).click();
    await pageA.getByRole('log').getByRole('img', { name: photoName }).waitFor();
    // The sent file leaves the composer.
    await pageA
      .getByRole('list', { name: 'Uploads' })
      .getByText('Uploaded', { exact: true })
      .waitFor({ state: 'detached' });

    const preview = pageB.getByRole('log').getByRole('img', { name: photoName });
    await preview.waitFor();
    await pageB.waitForFunction((name) => {
      const image = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
      return image?.complete === true && image.naturalWidth > 0;
    }, photoName);
    const downloading = pageB.waitForEvent('download');
    await pageB
      .getByRole('log')
      .getByRole('button', { name: `Download ${photoName}` })
      .last()
      .click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), photoName);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    assert.ok(Buffer.concat(chunks).equals(onePixelPng), 'B downloads the very bytes A sent');

    // B replies in a thread; A sees the reply count.
    await pageB
      .getByRole('log')
      .locator('div', { hasText: text })
      .getByRole('button', { name: 'Reply in thread' })
      .last()
      .click();
    await pageB.getByRole('dialog').getByLabel('Reply in thread').fill('Noted, I will be there.');
    await pageB.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
    await pageB.getByRole('dialog').getByText('Noted, I will be there.').waitFor();
    await pageB.keyboard.press('Escape');
    await pageA.getByRole('button', { name: 'Replies: 1' }).waitFor();

    // An issue shared by A appears in B's list without a reload, with the notice. B moves within the
    // app, as a person would, so the socket that hears it is the one that has been open all along.
    await pageB.getByRole('navigation').getByRole('link', { name: 'Issues', exact: true }).click();
    await pageB.getByRole('heading', { level: 1, name: 'Issues' }).waitFor();
    noticeShown = await recordNotices(pageB);
    const { data: tree } = await api<{ subprojects: Subproject[] }[]>(server, 'GET', '/projects', {
      token: tokenA,
    });
    const subproject = tree.flatMap((p) => p.subprojects).find((s) => s.title === 'Fjordbyen Block A');
    assert.ok(subproject);
    const title = `Broken kerb stone ${Date.now()}`;
    const created = await api<{ id: number }>(server, 'POST', '/create_an_issue', {
      token: tokenA,
      body: { title, severity: 'high', oldsubproject: subproject.id, share_with_company: true },
    });
    assert.equal(created.status, 201);
    await noticeShown('New issue received');
    await pageB.getByRole('link', { name: title }).waitFor();

    // B exports the list as BCF 2.1: a zip (it starts with PK) named issues.bcf.
    const exporting = pageB.waitForEvent('download');
    await pageB.getByRole('button', { name: 'Export BCF' }).click();
    const bcf = await exporting;
    assert.equal(bcf.suggestedFilename(), 'issues.bcf');
    const head: Buffer[] = [];
    for await (const chunk of await bcf.createReadStream()) head.push(chunk as Buffer);
    assert.equal(Buffer.concat(head).subarray(0, 2).toString('latin1'), 'PK');

    // B writes on the issue; A resolves it.
    await pageB.getByRole('link', { name: title }).click();
    await pageB.getByLabel('Write a message').fill('Photo follows.');
    await pageB.getByRole('button', { name: 'Send', exact: true }).click();
    await pageB.getByText('Photo follows.').waitFor();
    const resolved = await api<{ status: string }>(server, 'PUT', `/issues/${created.data.id}`, {
      token: tokenA,
      body: { status: 'resolved' },
    });
    assert.equal(resolved.data.status, 'resolved');

    // The bell counts what concerns B and clears.
    const bell = pageB.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    assert.notEqual(await bell.getAttribute('aria-label'), 'Notifications, 0 unread');
    await bell.click();
    await pageB.getByRole('button', { name: 'Mark all read' }).click();
    await pageB.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
  });
});
