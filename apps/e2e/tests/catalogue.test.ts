import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
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

/** Signs in and waits for the start page (SPEC §2: /mypanel, /no_p or the dashboard, by who signs in). */
type Named = { id: number; title: string };

/** The id of the row titled `title` in a list call, as companyadmin@example.com sees it. */
async function idOf(path: string, title: string): Promise<number> {
  const token = await apiToken(server, 'companyadmin@example.com');
  const { status, data } = await api<Named[]>(server, 'GET', `${path}?_limit=-1`, { token });
  assert.equal(status, 200, `GET ${path}`);
  const row = data.find((entry) => entry.title === title);
  assert.ok(row, `${title} in ${path}`);
  return row.id;
}

/** The sub-project navigation of a project page, and the order of its entries (from the drag handles). */
const subprojectNav = () => page.getByRole('navigation', { name: 'Sub-projects' });
async function subprojectOrder(): Promise<string[]> {
  const handles = subprojectNav().getByRole('button', { name: /^Move / });
  await handles.first().waitFor();
  return (await handles.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^Move /, ''),
  );
}

/** SPEC §8/§9: the deleted notice shows at the bottom of the window and goes about a second later. */
async function expectDeletedNotice(message: string): Promise<void> {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: message });
  await notice.waitFor();
  const shownAt = Date.now();
  const box = await notice.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport && box.y > viewport.height / 2, `'${message}' is at the bottom (y=${box?.y})`);
  await notice.waitFor({ state: 'detached', timeout: 5000 });
  const shownFor = Date.now() - shownAt;
  assert.ok(shownFor > 500 && shownFor < 2500, `'${message}' was shown for ${shownFor} ms`);
}

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('projects and access', () => {
  test('a company admin creates a project and a sub-project for user@example.com only', async () => {
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto('/mypanel');
    await page.getByRole('button', { name: 'New project' }).click();
    const projectDialog = page.getByRole('dialog', { name: 'New project' });
    await projectDialog.getByRole('button', { name: 'Save' }).click();
    await projectDialog.getByText('A title is required').waitFor();
    await projectDialog.getByRole('textbox', { name: 'Title' }).fill('Nordlys office building');
    await projectDialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/my_p\/\d+$/);
    const projectPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Nordlys office building' }).waitFor();

    await page.getByRole('button', { name: 'Add sub-project' }).click();
    const subDialog = page.getByRole('dialog', { name: 'New sub-project' });
    await subDialog.getByRole('button', { name: 'Save' }).click();
    await subDialog.getByText('A title is required').waitFor();
    await subDialog.getByRole('textbox', { name: 'Title' }).fill('Nordlys phase 1');
    await subDialog.getByRole('button', { name: 'Save' }).click();
    await subDialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: 'Nordlys phase 1' }).waitFor();

    // Access, from the sub-project's Access dialog.
    await page.getByRole('button', { name: 'Access', exact: true }).click();
    const accessDialog = page.getByRole('dialog', { name: 'Access to Nordlys phase 1' });
    await accessDialog.getByText('Nobody has been given access yet.').waitFor();
    const picker = accessDialog.getByLabel('Users with access');
    await picker.click();
    await picker.fill('user@example');
    await page.getByRole('option', { name: /\(user@example\.com\)$/ }).click();
    // Close the picker's list (it stays open for more picks) by clicking elsewhere in the dialog.
    await accessDialog.getByText('Who has access now').click();
    await accessDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Access saved').waitFor();
    await accessDialog.waitFor({ state: 'detached' });

    // user@example.com sees it on the panel and in the project tree.
    await freshPage();
    await signInAs(page, 'user@example.com');
    await page.goto('/mypanel');
    const card = page.getByRole('region', { name: 'Nordlys office building' });
    await card.getByRole('link', { name: 'Nordlys phase 1' }).waitFor();
    const tree = page.getByLabel('Project Nordlys office building');
    await tree.click();
    await page.getByRole('link', { name: 'Nordlys phase 1' }).first().waitFor();

    // other@example.org (another company) sees none of it, and the URL answers as for a missing project.
    await freshPage();
    await signInAs(page, 'other@example.org');
    await page.goto('/mypanel');
    await page.getByRole('heading', { level: 1, name: 'My panel' }).waitFor();
    await page.getByRole('link', { name: 'E39 Bjørnafjorden' }).first().waitFor();
    assert.equal(await page.getByText('Nordlys').count(), 0);
    await page.goto(projectPath);
    await page.getByText('This project does not exist or you do not have access to it.').waitFor();
    assert.equal(await page.getByText('Nordlys').count(), 0);
  });

  test('sub-projects are reordered with the keyboard and the order survives a reload', async () => {
    const projectId = await idOf('/oldprojects_light', 'Havnelageret');
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/my_p/${projectId}`);
    assert.deepEqual(await subprojectOrder(), ['Havnelageret facade', 'Havnelageret interior']);

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/oldsubprojects\/\d+$/.test(r.url()),
    );
    const handle = subprojectNav().getByRole('button', { name: 'Move Havnelageret facade' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    assert.equal((await saved).status(), 200);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await subprojectOrder(), ['Havnelageret interior', 'Havnelageret facade']);

    await page.reload();
    assert.deepEqual(await subprojectOrder(), ['Havnelageret interior', 'Havnelageret facade']);
  });
});

describe('content', () => {
  test('a panorama is uploaded with a progress bar, listed on the item, and downloads', async () => {
    const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
    const subId = await idOf('/oldsubprojects_light', 'Fjordbyen outdoor areas');
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/my_p/${projectId}?sp=${subId}`);
    await page.getByRole('heading', { level: 2, name: 'Fjordbyen outdoor areas' }).waitFor();
    await page.getByRole('button', { name: 'Add content' }).click();
    const dialog = page.getByRole('dialog', { name: 'New content' });
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Panorama', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Outdoor areas – drone panorama');

    // A slow uplink (1 MB/s) and a ~3 MB picture of noise, so the progress bar is there to be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const picture = testPng(1024, 1024, { noise: true });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'drone.png', mimeType: 'image/png', buffer: picture });
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress of drone.png' });
    await progress.waitFor();
    await dialog.getByRole('button', { name: 'Waiting for uploads…' }).waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector('[role=progressbar][aria-valuenow]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await dialog.getByText('Uploaded', { exact: true }).waitFor({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const panoramas = page.getByRole('region', { name: 'Panoramas' });
    // The title opens the 360° viewer; its files are on the details page.
    await panoramas.getByRole('link', { name: 'Details of Outdoor areas – drone panorama' }).click();
    await page.waitForURL(/\/content\/panoramas\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Outdoor areas – drone panorama' }).waitFor();
    const link = page.getByRole('link', { name: 'Download drone.png' });
    await link.waitFor();
    const href = await link.getAttribute('href');
    assert.match(href ?? '', /\/api\/files\/\d+$/);

    // Clicking the link downloads the file as it was uploaded.
    const download = page.waitForEvent('download');
    await link.click();
    const saved = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    assert.ok(Buffer.concat(chunks).equals(picture), 'the downloaded bytes are the uploaded ones');

    // From the page, with its session: the whole file, and a range of it.
    const statuses = await page.evaluate(async (url) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('jwt')}` };
      const whole = await fetch(url, { headers });
      const part = await fetch(url, { headers: { ...headers, Range: 'bytes=0-99' } });
      return [whole.status, part.status, (await part.arrayBuffer()).byteLength];
    }, href!);
    assert.deepEqual(statuses, [200, 206, 100]);
  });

  test('an item tagged on its page is what the tag filter of the project view shows', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const tag = await api<Named>(server, 'POST', '/tags', {
      token,
      body: { title: 'Snagging', color: '#fd7e14' },
    });
    assert.equal(tag.status, 201);
    const projectId = await idOf('/oldprojects_light', 'Havnelageret');
    const subId = await idOf('/oldsubprojects_light', 'Havnelageret interior');

    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/my_p/${projectId}?sp=${subId}`);
    await page.getByRole('link', { name: 'Interior snag list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Interior snag list' }).waitFor();
    const addTag = page.getByRole('combobox', { name: 'Add a tag' });
    await addTag.click();
    await page.getByRole('option', { name: 'Snagging' }).click();
    await page.getByRole('list', { name: 'Tags' }).getByText('Snagging').waitFor();

    await page.goto(`/my_p/${projectId}?sp=${subId}`);
    const content = page.getByRole('region', { name: 'Havnelageret interior' });
    await content.getByRole('link', { name: 'Havnelageret – staircase model', exact: true }).waitFor();
    const tagFilter = page.getByRole('combobox', { name: 'Tag' });
    await tagFilter.click();
    await page.getByRole('option', { name: 'Snagging' }).click();
    await content
      .getByRole('link', { name: 'Havnelageret – staircase model', exact: true })
      .waitFor({ state: 'detached' });
    await content.getByRole('link', { name: 'Interior snag list' }).waitFor();
    assert.equal(await content.getByRole('region', { name: '3D models' }).count(), 0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await content.getByRole('link', { name: 'Havnelageret – staircase model', exact: true }).waitFor();
  });

  test('an item and a sub-project are deleted after confirming, with the deleted notice', async () => {
    const token = await apiToken(server, 'companyadmin@example.com');
    const project = await api<Named>(server, 'POST', '/oldprojects', {
      token,
      body: { title: 'Demolition site' },
    });
    const created = await Promise.all(
      ['Demolition north', 'Demolition south'].map((title) =>
        api<Named>(server, 'POST', '/oldsubprojects', {
          token,
          body: { title, oldproject: project.data.id },
        }),
      ),
    );
    const [north, south] = created.map((r) => r.data) as [Named, Named];
    const map = await api<Named>(server, 'POST', '/maps', {
      token,
      body: { title: 'North site map', subproject: north.id },
    });
    await api(server, 'POST', '/geojsons', { token, body: { title: 'South survey', subproject: south.id } });
    await api(server, 'POST', '/geojsons', { token, body: { title: 'South drains', subproject: south.id } });
    assert.equal(map.status, 201);

    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    // An item, from its page: 'Dataset deleted', then back to the project.
    await page.goto(`/content/maps/${map.data.id}`);
    await page.getByRole('heading', { level: 1, name: 'North site map' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete North site map?' });
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectDeletedNotice('Dataset deleted');
    const gone = await api(server, 'GET', `/maps/${map.data.id}`, { token });
    assert.equal(gone.status, 404);

    // A sub-project: the modal says what goes with it.
    await page.goto(`/my_p/${project.data.id}?sp=${south.id}`);
    await page.getByRole('heading', { level: 2, name: 'Demolition south' }).waitFor();
    await page.getByRole('button', { name: 'Delete sub-project' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Demolition south?' });
    const impact = dialog.getByRole('note').filter({ hasText: 'This also deletes' });
    await impact.getByText('2 × GeoJSON layers').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectDeletedNotice('Sub project deleted');
    assert.deepEqual(await subprojectOrder(), ['Demolition north']);
    const subGone = await api(server, 'GET', `/oldsubprojects/${south.id}`, { token });
    assert.equal(subGone.status, 404);
  });
});

describe('search', () => {
  const searchBox = () =>
    page.getByRole('search', { name: 'Search' }).getByRole('searchbox', { name: 'Search' });

  test('the layout search: a hint under 3 characters; sub-projects and documents the user may see', async () => {
    await freshPage();
    await signInAs(page, 'user@example.com');
    await searchBox().fill('Ha');
    await searchBox().press('Enter');
    await page.getByText('Type at least 3 characters to search').first().waitFor();
    assert.notEqual(new URL(page.url()).pathname, '/search');

    await searchBox().fill('Havnelageret');
    await searchBox().press('Enter');
    await page.waitForURL('**/search?q=Havnelageret');
    const subprojects = page.getByRole('region', { name: 'Sub-projects' });
    const documents = page.getByRole('region', { name: 'Documents' });
    await subprojects.getByRole('link', { name: 'Havnelageret facade' }).waitFor();
    await documents.getByRole('link', { name: 'Havnelageret facade – scaffolding walk' }).waitFor();
    // The interior is not shared with this user.
    assert.equal(await subprojects.getByRole('link', { name: 'Havnelageret interior' }).count(), 0);
    assert.equal(await documents.getByRole('link', { name: 'Havnelageret – staircase model' }).count(), 0);
  });

  test("another company's user finds none of Nordvik's", async () => {
    await freshPage();
    await signInAs(page, 'other@example.org');
    await searchBox().fill('Havnelageret');
    await searchBox().press('Enter');
    await page.waitForURL('**/search?q=Havnelageret');
    await page.getByText('Nothing found for “Havnelageret”.').waitFor();
    assert.equal(await page.getByRole('link', { name: /Havnelageret/ }).count(), 0);
  });
});

describe('accessibility (axe-core)', () => {
  test('/my_p/<id> has no serious or critical violations', async () => {
    const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
    await freshPage();
    await signInAs(page, 'companyadmin@example.com');
    await page.goto(`/my_p/${projectId}`);
    await page.getByRole('heading', { level: 1, name: 'Fjordbyen' }).waitFor();
    await page.getByRole('region', { name: 'Tours' }).first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });
});

async function seriousViolations(target: Page) {
  const results = await new AxeBuilder({ page: target }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
