import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let videoId: number;
let editorToken: string;
let blockA: number;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  editorToken = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; title: string; subproject: number }[]>(
    server,
    'GET',
    '/videos-360-s?_limit=-1',
    { token: editorToken },
  );
  const demo = data.find((v) => v.title === 'Block A – crane camera, 360 video')!;
  videoId = demo.id;
  blockA = demo.subproject;
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A file uploaded with tus, as the web app uploads: its id. */
async function upload(bytes: Buffer, filename: string): Promise<number> {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${editorToken}` };
  const created = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': `purpose ${b64('video360')},filename ${b64(filename)}`,
    },
  });
  assert.equal(created.status, 201);
  const patched = await fetch(new URL(created.headers.get('location')!, server.url), {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    body: new Uint8Array(bytes),
  });
  assert.equal(patched.status, 204);
  return Number(patched.headers.get('upload-info'));
}

async function createVideo(title: string, files: number[]): Promise<number> {
  const { status, data } = await api<{ id: number }>(server, 'POST', '/videos-360-s', {
    token: editorToken,
    body: { title, subproject: blockA, files },
  });
  assert.equal(status, 201);
  return data.id;
}

async function openVideo(email: string, id = videoId): Promise<{ page: Page; videoStatuses: number[] }> {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  const videoStatuses: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/files\/\d+\?u=/.test(response.url())) videoStatuses.push(response.status());
  });
  await signIn(page, email);
  await page.goto(`/videos360/${id}`);
  return { page, videoStatuses };
}

async function openDemoVideo(email: string): Promise<{ page: Page; videoStatuses: number[] }> {
  const opened = await openVideo(email);
  await opened.page.getByRole('heading', { level: 1, name: 'Block A – crane camera, 360 video' }).waitFor();
  await opened.page.waitForFunction(() => document.querySelector('canvas') !== null);
  return opened;
}

const yawInput = (page: Page) => page.getByRole('textbox', { name: 'Yaw: turn left or right, in degrees' });

describe('the 360° video player', () => {
  test('streams the demo video through a signed link with range requests, and plays from the keyboard', async () => {
    const { page, videoStatuses } = await openDemoVideo('user@example.com');
    // A member who may only watch gets no editor.
    assert.equal(await page.getByRole('heading', { name: 'Starting orientation' }).count(), 0);
    await page.waitForFunction(() => document.querySelector('.psv-video-time') !== null);
    await page.getByRole('application', { name: /360° video/ }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => /^0:0[1-9]/.test(document.querySelector('.psv-video-time')?.textContent ?? ''),
      undefined,
      { timeout: 10_000 },
    );
    assert.ok(videoStatuses.includes(206), `video responses: ${videoStatuses.join(',')}`);
  });

  test("an editor's saved orientation reaches another open player without a reload", async () => {
    const editor = await openDemoVideo('companyadmin@example.com');
    const watcher = await openDemoVideo('admin@example.com');
    assert.equal(await yawInput(editor.page).inputValue(), '22.5°');
    assert.equal(await yawInput(watcher.page).inputValue(), '22.5°');

    // Look to the right, then make that view the start.
    // The button is enabled once the video shows.
    await editor.page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Use the current view as the start' && !button.disabled,
      ),
    );
    await editor.page.getByRole('application', { name: /360° video/ }).focus();
    for (let i = 0; i < 3; i++) await editor.page.keyboard.press('ArrowRight');
    await editor.page.getByRole('button', { name: 'Use the current view as the start' }).click();
    await editor.page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-label^="Yaw"]');
      return input !== null && input.value !== '22.5°';
    });
    const chosen = await yawInput(editor.page).inputValue();

    await editor.page.getByRole('button', { name: 'Save orientation' }).click();
    await editor.page.getByText('Starting orientation saved').waitFor();
    await watcher.page.waitForFunction(
      (value) => document.querySelector<HTMLInputElement>('input[aria-label^="Yaw"]')?.value === value,
      chosen,
    );
  });

  test('says so when there is no video file yet', async () => {
    const id = await createVideo('Block A – drone flight, to be uploaded', []);
    const { page } = await openVideo('companyadmin@example.com', id);
    await page.getByRole('status').filter({ hasText: 'has no video file yet' }).waitFor();
    assert.equal(await page.locator('canvas').count(), 0);
  });

  test('shows "Preview not available" with a download for a video the browser cannot play', async () => {
    // A WebM container the server accepts (its bytes say video/webm) around data no decoder reads.
    const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm')]);
    const broken = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
      docType,
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
      Buffer.alloc(4096, 0x5a),
    ]);
    const id = await createVideo('Block A – helmet camera, exotic codec', [
      await upload(broken, 'helmet.webm'),
    ]);
    const { page } = await openVideo('companyadmin@example.com', id);
    const alert = page.getByRole('alert').filter({ hasText: 'Preview not available' });
    // The browser gives up on the stream only after reading it, which a loaded machine makes slow.
    await alert.waitFor({ timeout: 30_000 });
    await alert.getByText('This browser cannot play this video (video/webm).').waitFor();
    await alert.getByRole('button', { name: 'Download the video' }).waitFor();
    // Nobody can straighten what does not play.
    assert.equal(await page.getByRole('heading', { name: 'Starting orientation' }).count(), 0);
  });

  test('asks for a fresh link when the signed one stops working mid-playback, and plays on', async () => {
    const context = await newContext(browser, server, { consent: 'required' });
    contexts.push(context);
    const page = await context.newPage();
    let requests = 0;
    let links = 0;
    await page.route(/\/api\/files\/\d+\?u=/, async (route) => {
      requests += 1;
      // The first answer holds only the start, so the browser must come back for more…
      if (requests === 1) {
        const headers = { ...route.request().headers(), range: 'bytes=0-65535' };
        return route.fulfill({ response: await route.fetch({ headers }) });
      }
      // …and by then the link no longer works, as after its five minutes.
      if (requests === 2) return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
      return route.continue();
    });
    page.on('response', (response) => {
      if (/\/api\/files\/\d+\/link$/.test(response.url())) links += 1;
    });
    await signIn(page, 'user@example.com');
    await page.goto(`/videos360/${videoId}`);
    await page.waitForFunction(() => document.querySelector('.psv-video-time') !== null);
    await page.getByRole('application', { name: /360° video/ }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => /^0:0[3-9]/.test(document.querySelector('.psv-video-time')?.textContent ?? ''),
      undefined,
      { timeout: 15_000 },
    );
    assert.ok(links >= 2, `signed links asked for: ${links}`);
    assert.equal(await page.getByRole('alert').count(), 0);
  });
});
