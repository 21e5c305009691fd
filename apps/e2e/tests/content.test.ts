import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

const publicTourTitle = 'Fjordbyen Block A – public 360 tour';
const panoramaTitle = 'Block A – main entrance';
const bimTitle = 'Block A – architectural model (IFC4)';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let projectPath: string;
let publicTourId: number;

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await newContext(browser, server, { consent: 'required' });
  page = await context.newPage();
  return page;
}

const region = (name: string) => page.getByRole('region', { name, exact: true });
const card = (regionName: string, title: string) =>
  region(regionName).locator('.mantine-Card-root').filter({ hasText: title });

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const named = async (path: string, title: string) => {
    const { data } = await api<{ id: number; title: string }[]>(server, 'GET', `${path}?_limit=-1`, {
      token,
    });
    const row = data.find((entry) => entry.title === title);
    assert.ok(row, `${title} in ${path}`);
    return row.id;
  };
  projectPath = `/my_p/${await named('/oldprojects_light', 'Fjordbyen')}?sp=${await named('/oldsubprojects_light', 'Fjordbyen Block A')}`;
  publicTourId = await named('/tourslights', publicTourTitle);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('content cards', () => {
  test('show real thumbnails through signed URLs, and an icon per kind without one', async () => {
    await freshPage();
    const thumbnails: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/files\/\d+\/thumbnail\//.test(response.url())) thumbnails.push(response.status());
    });
    await signInAs(page, 'user@example.com');
    await page.goto(projectPath);

    // A panorama shows its own thumbnail, a tour its first scene's: both load without a token.
    for (const [kind, title] of [
      ['Panoramas', panoramaTitle],
      ['Tours', publicTourTitle],
    ] as const) {
      const image = card(kind, title).locator('img');
      await image.waitFor();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await image.elementHandle());
      const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
      assert.ok(width > 0, `${title}: the thumbnail loaded (naturalWidth ${width})`);
    }
    // Every thumbnail on the page loaded; none is a broken image.
    const broken = await page
      .locator('main img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.src),
      );
    assert.deepEqual(broken, []);
    assert.ok(thumbnails.length >= 2 && thumbnails.every((status) => status === 200), `${thumbnails}`);

    // A BIM model has no picture: its kind's own icon and name, not a grey box with a word.
    const bim = card('BIM models', bimTitle);
    await bim.locator('svg[data-kind-icon="bims"]').waitFor();
    assert.equal(await bim.locator('img').count(), 0);
    const cloudIcon = await card('Point clouds', 'Block A – laser scan').locator('svg').first().innerHTML();
    assert.notEqual(await bim.locator('svg').first().innerHTML(), cloudIcon, 'each kind has its own icon');
  });

  test('open a tour in its viewer, a panorama in the 360° viewer, a BIM model in the BIM viewer with a details page without JSON', async () => {
    // Still signed in as the member from the previous test.
    await page.goto(projectPath);
    await region('Tours').getByRole('link', { name: publicTourTitle, exact: true }).click();
    await page.waitForURL(`**/tours/${publicTourId}`);
    await page.getByRole('heading', { level: 1, name: publicTourTitle }).waitFor();
    await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, {
      timeout: 30_000,
    });
    // The member may not edit it: the item (and its abilities) has loaded, and no "Edit tour" is offered.
    await page
      .waitForResponse((r) => r.url().endsWith(`/api/tours/${publicTourId}`) && r.ok())
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('link', { name: /Edit tour/ }).count(), 0);

    await page.goto(projectPath);
    const tiles: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/panoramas\/\d+\/tiles\//.test(response.url())) tiles.push(response.status());
    });
    await region('Panoramas').getByRole('link', { name: panoramaTitle, exact: true }).click();
    await page.waitForURL(/\/panoramas\/\d+$/);
    await page.getByRole('heading', { level: 1, name: panoramaTitle }).waitFor();
    await page.getByRole('application', { name: new RegExp(panoramaTitle) }).waitFor();
    await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1500);
    assert.ok(tiles.length > 0 && tiles.every((status) => status === 200), `tiles: ${tiles}`);

    await page.goto(projectPath);
    // A BIM card opens the BIM viewer; its details page is a link away.
    await region('BIM models').getByRole('link', { name: bimTitle, exact: true }).click();
    await page.waitForURL(/\/bims\/\d+$/);
    await page.getByRole('heading', { level: 1, name: bimTitle }).waitFor();
    await page.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/content\/bims\/\d+$/);
    await page.getByRole('heading', { level: 1, name: bimTitle }).waitFor();
    await page.getByRole('rowheader', { name: 'Sub-project' }).waitFor();
    await page.getByRole('link', { name: 'Fjordbyen › Fjordbyen Block A' }).waitFor();
    const text = await page.locator('main').innerText();
    assert.ok(!/Viewer coming later/.test(text), 'no "coming later" note');
    assert.ok(!/[{}]/.test(text), `no JSON on the page: ${text}`);
    assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0, 'a member is offered no Edit');
    assert.equal(await page.getByRole('button', { name: /^Delete/ }).count(), 0, 'nor Delete');
  });

  test('offer a company admin "Edit tour" on the card and in the viewer', async () => {
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(projectPath);
    await card('Tours', publicTourTitle)
      .getByRole('link', { name: `Edit the tour ${publicTourTitle}` })
      .waitFor();
    await region('Tours').getByRole('link', { name: publicTourTitle, exact: true }).click();
    await page.waitForURL(`**/tours/${publicTourId}`);
    // The link, not a click: under load the viewer's first frames can keep the page busy for seconds.
    const edit = page.getByRole('link', { name: 'Edit tour' });
    assert.equal(await edit.getAttribute('href'), `/tours/${publicTourId}/edit`);
  });
});

describe('sharing a public tour', () => {
  test('gives the full address to copy, a QR code, and an embed code that opens the chosen scene elsewhere', async () => {
    await freshPage();
    await context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/content/tours/${publicTourId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this tour' });
    await dialog.waitFor();

    const address = `${server.url}/publictours/${publicTourId}`;
    assert.equal(await dialog.getByTestId('share-url').inputValue(), address);
    await dialog.getByRole('button', { name: 'Copy the link' }).click();
    await dialog.getByRole('button', { name: 'Copy the link' }).getByText('Copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
    await dialog.getByRole('img', { name: `QR code of the link to ${publicTourTitle}` }).waitFor();
    assert.ok((await dialog.getByTestId('share-qr').locator('path').getAttribute('d'))!.length > 100);

    await dialog.getByRole('combobox', { name: 'Start scene' }).click();
    await page.getByRole('option', { name: 'Stairwell 2, level 3' }).click();
    await dialog.getByRole('checkbox', { name: 'Full width' }).uncheck();
    await dialog.getByRole('textbox', { name: 'Width (px)' }).fill('640');
    await dialog.getByRole('textbox', { name: 'Height (px)' }).fill('420');
    assert.equal(await dialog.getByTestId('share-url').inputValue(), `${address}?scene=stairwell`);
    const code = await dialog.getByTestId('share-embed').inputValue();
    assert.match(code, /^<iframe src="[^"]+" width="640" height="420" title="[^"]+"/);
    await dialog.getByRole('button', { name: 'Copy the embed code' }).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);

    // What the frame loads is the tour alone, opened at the chosen scene (its quiz locks it). That another
    // site may frame it is the server's Content-Security-Policy, set and tested with it.
    const src = /src="([^"]+)"/.exec(code)![1]!.replaceAll('&amp;', '&');
    assert.equal(src, `${address}?embed=1&scene=stairwell`);
    const visitor = await newContext(browser, server, { consent: 'required' });
    try {
      const framed = await visitor.newPage();
      await framed.setViewportSize({ width: 640, height: 420 });
      await framed.goto(src);
      await framed
        .getByRole('radiogroup', { name: 'What must you wear on site?' })
        .waitFor({ timeout: 30_000 });
      await framed.getByRole('heading', { level: 1, name: publicTourTitle }).waitFor();
      assert.equal(await framed.getByRole('banner').count(), 0, 'no app header around the embedded tour');
      const full = framed.getByRole('link', { name: 'Open the full tour' });
      // The same view without ?embed (the viewer keeps the URL's view in step as one looks around).
      const href = new URL((await full.getAttribute('href'))!);
      assert.equal(`${href.origin}${href.pathname}`, address);
      assert.equal(href.searchParams.get('scene'), 'stairwell');
      assert.equal(href.searchParams.has('embed'), false);
      assert.equal(await full.getAttribute('target'), '_blank');
    } finally {
      await visitor.close();
    }
  });
});
