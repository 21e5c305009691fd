import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, recordNotices, signIn, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { testPdf } from '../support/pdf.ts';
import { testPng } from '../support/png.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

interface Item {
  id: number;
  title: string;
}
interface Widget {
  id: string;
  kind: string;
  w: number;
}

const USER = 'user@example.com';
const RESTRICTED = 'restricted@example.com';

let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(identifier: string): Promise<Page> {
  const context = await newContext(browser, server, { consent: 'required' });
  const page = await context.newPage();
  await signIn(page, identifier);
  return page;
}

describe('the personal workspace', () => {
  test('a dashboard arranged on one device comes back on another', async () => {
    const page = await signedIn(USER);
    const quote = page.getByRole('region', { name: 'Quote of the day' });
    await quote.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Arrange' }).click();
    await page.getByRole('button', { name: 'Remove Quote of the day' }).click();
    await quote.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Make Calendar wider' }).click();
    await page.getByRole('button', { name: 'Move Calendar earlier' }).click();
    await expectAccessible(page, { label: 'dashboard while arranging' });
    await page.getByRole('button', { name: 'Done' }).click();

    const token = await apiToken(server, USER);
    const stored = await api<{ layout: { widgets: Widget[] } }>(
      server,
      'GET',
      '/dashboard?from=2026-11-01&to=2026-11-30&day=2026-11-26',
      { token },
    );
    const widgets = stored.data.layout.widgets;
    assert.equal(widgets[0]?.kind, 'calendar');
    assert.equal(widgets[0]?.w, 3);
    assert.ok(!widgets.some((w) => w.kind === 'quote'));
    await page.context().close();

    const other = await signedIn(USER);
    // A fresh context loads the whole app again, which a busy machine can take a while over.
    await other.getByRole('region', { name: 'Calendar' }).waitFor({ timeout: 30_000 });
    assert.equal(await other.getByRole('region', { name: 'Quote of the day' }).count(), 0);
    const first = other.locator('[data-widget]').first();
    assert.equal(await first.getAttribute('data-widget'), 'calendar');
    await expectAccessible(other, { label: 'dashboard' });
    await other.context().close();
  });

  test('a note is added to a day and deleted after confirming', async () => {
    const page = await signedIn(USER);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.waitFor({ timeout: 30_000 });
    await calendar.getByLabel('New note').fill('Site inspection at nine');
    await calendar.getByRole('button', { name: 'Add note' }).click();
    await calendar.getByText('Site inspection at nine').waitFor();
    await calendar.getByRole('button', { name: 'Delete note “Site inspection at nine”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await calendar.getByText('Site inspection at nine').waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('favourites are starred, reordered and unstarred', async () => {
    const token = await apiToken(server, USER);
    const tours = (await api<Item[]>(server, 'GET', '/tourslights?_limit=-1', { token })).data;
    const maps = (await api<Item[]>(server, 'GET', '/maps?_limit=-1', { token })).data;
    const items = [
      { kind: 'tours', ...tours[0]! },
      { kind: 'maps', ...(maps[0] ?? tours[1]!) },
    ];
    assert.ok(items[0] && items[1], 'the demo user sees two items');
    const page = await signedIn(USER);
    for (const item of items) {
      const kind = maps[0] || item === items[0] ? item.kind : 'tours';
      await page.goto(`/content/${kind}/${item.id}`);
      await page.getByRole('button', { name: `Add ${item.title} to favourites` }).click();
      await page.getByRole('button', { name: `Remove ${item.title} from favourites` }).waitFor();
    }
    await page.goto('/favourites');
    const list = page.getByRole('list', { name: 'Favourites' });
    await list.getByRole('link', { name: items[1]!.title }).waitFor();
    await expectAccessible(page, { label: 'favourites' });
    await list.getByRole('button', { name: `Move ${items[1]!.title} up` }).click();
    const titles = async () =>
      (await api<Item[]>(server, 'GET', '/get_my_favourites', { token })).data.map((f) => f.title);
    for (let tries = 0; (await titles())[0] !== items[1]!.title && tries < 20; tries++)
      await page.waitForTimeout(200);
    assert.deepEqual(await titles(), [items[1]!.title, items[0]!.title]);
    // The keyboard moves it back: space picks the handle up, an arrow moves it, space drops it.
    await list.getByRole('button', { name: `Move ${items[1]!.title}`, exact: true }).focus();
    // dnd-kit's keyboard sensor moves on its next frame: a busy browser needs a moment between keys.
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    for (let tries = 0; (await titles())[0] !== items[0]!.title && tries < 40; tries++)
      await page.waitForTimeout(200);
    assert.deepEqual(await titles(), [items[0]!.title, items[1]!.title]);
    await list.getByRole('button', { name: `Remove ${items[0]!.title} from favourites` }).click();
    await list.getByRole('link', { name: items[0]!.title }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('a tour starred in its viewer is on the favourites page and the dashboard until unstarred', async () => {
    const token = await apiToken(server, USER);
    const tours = (await api<Item[]>(server, 'GET', '/tourslights?_limit=-1', { token })).data;
    const tour = tours.at(-1)!;
    // Whatever an earlier test left starred, this one starts from an unstarred tour.
    await api(server, 'POST', '/remove_my_fav', { token, body: { type: 'tours', content_id: tour.id } });
    const page = await signedIn(USER);
    await page.goto(`/tours/${tour.id}`);
    const star = page.getByRole('button', { name: `Add ${tour.title} to favourites` });
    await star.waitFor({ timeout: 30_000 });
    assert.equal(await star.getAttribute('aria-pressed'), 'false');
    await star.click();
    const starred = page.getByRole('button', { name: `Remove ${tour.title} from favourites` });
    // The viewer keeps a busy machine's browser occupied: the refetched favourites can take a while.
    await starred.waitFor({ timeout: 30_000 });
    assert.equal(await starred.getAttribute('aria-pressed'), 'true');

    await page.goto('/favourites');
    await page
      .getByRole('list', { name: 'Favourites' })
      .getByRole('link', { name: tour.title })
      .waitFor({ timeout: 30_000 });
    await page.goto('/dashboard');
    const widget = page.getByRole('region', { name: 'Favourites' });
    await widget.getByRole('link', { name: tour.title }).waitFor({ timeout: 30_000 });

    await page.goto(`/tours/${tour.id}`);
    await starred.click({ timeout: 30_000 });
    await star.waitFor({ timeout: 30_000 });
    await page.goto('/favourites');
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    await page
      .locator('main')
      .getByRole('link', { name: tour.title, exact: true })
      .waitFor({ state: 'detached' });
    const left = (await api<{ content_id: number }[]>(server, 'GET', '/get_my_favourites', { token })).data;
    assert.ok(!left.some((f) => f.content_id === tour.id));
    await page.context().close();
  });

  test('the restricted user makes a folder, uploads, moves, retypes, renames and deletes a file', async () => {
    const page = await signedIn(RESTRICTED);
    await page.goto('/myfiles?folder=1');
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Site A');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 2, name: 'Site A' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'facade.png',
      mimeType: 'image/png',
      buffer: testPng(64, 48, { noise: true }),
    });
    const files = page.getByRole('list', { name: 'Files in Site A' });
    await files.getByText('facade.png').waitFor({ timeout: 30_000 });
    await page.getByText(/ of 2 GB used$/).waitFor();
    await expectAccessible(page, { label: 'my files' });

    await files.getByRole('button', { name: 'Preview facade.png' }).click();
    await page.getByRole('dialog', { name: 'facade.png' }).getByRole('img', { name: 'facade.png' }).waitFor();
    await page.keyboard.press('Escape');

    await files.getByRole('checkbox', { name: 'Select facade.png' }).check();
    await page.getByPlaceholder('Change type…').click();
    await page.getByRole('option', { name: 'Document' }).click();
    await files.getByText(/^Document · /).waitFor();
    await page.getByRole('checkbox', { name: 'Select facade.png' }).check();
    await page.getByPlaceholder('Move to…').click();
    await page.getByRole('option', { name: 'Uploads' }).click();
    await page.getByText('This folder is empty.').waitFor();

    await page.goto('/myfiles?folder=3');
    const uploads = page.getByRole('list', { name: 'Files in Uploads' });
    await uploads.getByRole('button', { name: 'Rename facade.png' }).click();
    await page.getByLabel('New name').fill('north facade.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await uploads.getByText('north facade.png').waitFor();
    await uploads.getByRole('button', { name: 'Delete north facade.png' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this file?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('This folder is empty.').waitFor();
    await page.context().close();
  });
  test('a PDF in My Files is previewed page by page and the preview closes from the keyboard', async () => {
    const page = await signedIn(USER);
    await page.goto('/myfiles?folder=3');
    const files = page.getByRole('list', { name: 'Files in Uploads' });
    await page.locator('input[type=file]').setInputFiles({
      name: 'site plan.pdf',
      mimeType: 'application/pdf',
      buffer: testPdf(2),
    });
    await files.getByText('site plan.pdf').waitFor({ timeout: 30_000 });
    // The test PDF names Helvetica without embedding it: pdf.js fetches the metrics from our build.
    const fontData: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/pdfjs/standard_fonts/')) fontData.push(response.status());
    });
    await files.getByRole('button', { name: 'Preview site plan.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'site plan.pdf' });
    const sheet = dialog.getByRole('img', { name: 'Page 1 of site plan.pdf' });
    // pdf.js and its worker load on demand: the first page is drawn once they have.
    await dialog.locator('canvas[data-rendered-page="1"]').waitFor({ timeout: 30_000 });
    await dialog.getByText('Page 1 of 2').waitFor();
    const inked = () =>
      dialog.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
        return dark / (data.length / 4);
      });
    assert.ok((await inked()) > 0.05, 'the first page is drawn, not blank');
    assert.ok(fontData.length > 0 && fontData.every((status) => status === 200), `font data: ${fontData}`);
    await expectAccessible(page, { label: 'pdf preview' });

    await sheet.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.locator('canvas[data-rendered-page="2"]').waitFor({ timeout: 30_000 });
    await dialog.getByText('Page 2 of 2').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Next page' }).isDisabled(), true);
    await dialog.getByRole('button', { name: 'Previous page' }).click();
    await dialog.locator('canvas[data-rendered-page="1"]').waitFor({ timeout: 30_000 });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The focus goes back to the button that opened the preview.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Preview site plan.pdf',
    );
    await page.context().close();
  });
  test('the admin adds, edits and deletes a quote of the day, and dashboards show it', async () => {
    const context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signInAs(page, 'admin@example.com');
    await page.goto('/admin/quotes');
    await page.getByRole('heading', { level: 2, name: 'Quotes of the day' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New quote' }).first().click();
    const form = page.getByRole('dialog', { name: 'New quote' });
    await form.getByLabel('Quote').fill('Plan the work, work the plan.');
    await form.getByLabel('Author').fill('Site office');
    await form.getByRole('button', { name: 'Save' }).click();
    const table = page.getByRole('table', { name: 'Quotes' });
    await table.getByText('Plan the work, work the plan.').waitFor();
    await expectAccessible(page, { label: 'admin quotes' });

    await table.getByRole('button', { name: 'Edit Plan the work, work the plan.' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit quote' });
    await edit.getByLabel('Quote').fill('Plan the work, then work the plan.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await table.getByText('Plan the work, then work the plan.').waitFor();

    // With one quote in the collection, it is every dashboard's quote of the day.
    const token = await apiToken(server, USER);
    const dashboard = await api<{ quote: { text: string } }>(
      server,
      'GET',
      '/dashboard?from=2026-11-01&to=2026-11-30&day=2026-11-26',
      { token },
    );
    assert.equal(dashboard.data.quote.text, 'Plan the work, then work the plan.');

    await table.getByRole('button', { name: 'Delete Plan the work, then work the plan.' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this quote?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No quotes added yet: dashboards show the built-in set.').waitFor();
    await context.close();
  });
  test('a new issue appears in the dashboard issues widget without a reload', async () => {
    const page = await signedIn(USER);
    const widget = page.getByRole('region', { name: 'My issues' });
    await widget.getByRole('link', { name: 'All issues' }).waitFor({ timeout: 30_000 });
    const noticeShown = await recordNotices(page);
    const token = await apiToken(server, 'companyadmin@example.com');
    const { data: tree } = await api<{ subprojects: Item[] }[]>(server, 'GET', '/projects', { token });
    const subproject = tree.flatMap((p) => p.subprojects).find((s) => s.title === 'Fjordbyen Block A');
    assert.ok(subproject);
    const title = `Loose railing ${Date.now()}`;
    const created = await api(server, 'POST', '/create_an_issue', {
      token,
      body: { title, severity: 'critical', oldsubproject: subproject.id, share_with_company: true },
    });
    assert.equal(created.status, 201);
    await noticeShown('New issue received');
    await widget.getByRole('link', { name: title }).waitFor({ timeout: 30_000 });
    await widget.getByText('Critical').first().waitFor();
    await page.context().close();
  });
});
