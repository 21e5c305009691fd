import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { waitForPixels } from '../support/canvas.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

// Points of interest, annotations and snapshots of the shared 3D toolkit, in the cloud and BIM viewers.
let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const USER = 'companyadmin@example.com';
let token: string;
const streetTitle = 'Storgata – street scan, classified';
const demoBim = 'Block A – architectural model (IFC4)';

type Item = { id: number; title: string; properties: { status?: string } };
type Note = { id: number; title: string; camera: { position: number[]; target: number[] } | null };
type MyFile = { id: number; name: string };

async function idOf(path: string, title: string): Promise<number> {
  const { data } = await api<Item[]>(server, 'GET', `${path}?_limit=-1`, { token });
  const row = data.find((entry) => entry.title === title);
  assert.ok(row, `${title} in ${path}`);
  return row.id;
}

const notesOf = async (content: string, item: number) =>
  (await api<Note[]>(server, 'GET', `/scene-notes?content=${content}&item=${item}`, { token })).data;
const mySnapshots = async () => (await api<MyFile[]>(server, 'GET', '/getmyfiles?folder=2', { token })).data;
const viewInAddress = (page: Page) => new URL(page.url()).searchParams.get('view');

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  token = await apiToken(server, USER);
  const streetId = await idOf('/getpartclouds', streetTitle);
  // The demo's scans are converted by jobs after the first start.
  for (let i = 0; i < 240; i++) {
    const { data: cloud } = await api<Item>(server, 'GET', `/clouds/${streetId}`, { token });
    if (cloud.properties.status === 'ready') break;
    assert.notEqual(cloud.properties.status, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, server, { consent: 'required' });
  // Software WebGL keeps drawing the scene: actions on a busy machine need longer than the default.
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, USER);
  return page;
}

/** Saves the view as a snapshot and finds it in My Snapshots, named for the item. */
async function takeSnapshot(page: Page, title: string): Promise<void> {
  const before = (await mySnapshots()).length;
  await page.getByRole('button', { name: 'Snapshot', exact: true }).click();
  await page.getByText('Snapshot saved').waitFor({ timeout: 20_000 });
  const after = await mySnapshots();
  assert.equal(after.length, before + 1);
  assert.ok(
    after.some((file) => file.name.startsWith(`${title} – `)),
    after.map((f) => f.name).join(', '),
  );
}

/** Deletes a note from its list after answering the question. */
async function deleteNote(page: Page, title: string): Promise<void> {
  const notes = page.getByTestId('scene-notes');
  await notes.getByRole('button', { name: `Delete: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await dialog.getByText(`Do you really want to delete ${title}?`).waitFor();
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await notes.getByTestId('scene-note').filter({ hasText: title }).waitFor();
  await notes.getByRole('button', { name: `Delete: ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await notes.getByTestId('scene-note').filter({ hasText: title }).waitFor({ state: 'detached' });
}

test('a point of interest placed in a point cloud from the keyboard is kept, flown to and deleted; a snapshot lands in My Snapshots', async () => {
  const page = await freshPage();
  const streetId = await idOf('/getpartclouds', streetTitle);
  await page.goto(`/clouds/${streetId}`);
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  const notes = page.getByTestId('scene-notes');

  // Placed at the centre of the view with Enter, as a keyboard user does.
  await notes.getByRole('button', { name: 'Place point of interest' }).click();
  await notes.getByRole('status').filter({ hasText: 'press Enter' }).waitFor();
  const canvas = page.getByRole('application', { name: 'Point cloud view' }).locator('canvas');
  await canvas.focus();
  await page.waitForTimeout(2000);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'New point of interest' });
  await form.waitFor({ timeout: 15_000 });
  await expectAccessible(page, { include: ['[role="dialog"]'], label: 'the point of interest form' });
  // SPEC §5: at least 3 characters.
  await form.getByRole('textbox', { name: 'Title' }).fill('ab');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('At least 3 characters').waitFor();
  await form.getByRole('textbox', { name: 'Title' }).fill('Loose kerb stone');
  await form.getByRole('textbox', { name: 'Description' }).fill('By the drain on the east side');
  await form.getByRole('combobox', { name: 'Importance' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const listed = notes.getByTestId('scene-note').filter({ hasText: 'Loose kerb stone' });
  await listed.waitFor();
  await listed.getByText('Point of interest · High').waitFor();
  await page
    .getByTestId('scene-marker')
    .filter({ hasText: 'Loose kerb stone' })
    .waitFor({ state: 'attached' });
  await expectAccessible(page, { include: ['[data-testid="scene-notes"]'], label: 'the notes panel' });

  const [saved] = (await notesOf('clouds', streetId)).filter((n) => n.title === 'Loose kerb stone');
  assert.ok(saved?.camera, 'the note keeps the camera it was placed from');
  const placedFrom = [...saved.camera.position, ...saved.camera.target].join(',');

  // Still there after a reload.
  await page.reload();
  await page.getByTestId('cloud-status').filter({ hasText: 'Points loaded' }).waitFor({ timeout: 60_000 });
  await listed.waitFor({ timeout: 20_000 });

  // Elsewhere, then back to the note from its list, with the keyboard.
  await page.getByRole('button', { name: 'Fit to view' }).click();
  await canvas.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((from) => new URL(location.href).searchParams.get('view') !== from, placedFrom, {
    timeout: 10_000,
  });
  await notes.getByRole('button', { name: 'Go to: Loose kerb stone' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((from) => new URL(location.href).searchParams.get('view') === from, placedFrom, {
    timeout: 10_000,
  });
  assert.equal(viewInAddress(page), placedFrom);

  await takeSnapshot(page, streetTitle);
  await deleteNote(page, 'Loose kerb stone');
  assert.deepEqual(
    (await notesOf('clouds', streetId)).filter((n) => n.title === 'Loose kerb stone'),
    [],
  );
  // A page still drawing points in software WebGL would starve the next test of CPU.
  await page.context().close();
});

test('an annotation placed on the BIM model with a category is kept, flown to and deleted; a snapshot lands in My Snapshots', async () => {
  const page = await freshPage();
  const bimId = await idOf('/bims', demoBim);
  await page.goto(`/bims/${bimId}`);
  await page.getByRole('heading', { level: 1, name: demoBim }).waitFor();
  await page.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });
  await waitForPixels(page, 'BIM model view', (n) => n > 5000, 'the building is drawn');

  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByTestId('scene-notes');
  await notes.getByRole('button', { name: 'Add annotation' }).click();
  const canvas = page.getByRole('application', { name: 'BIM model view' }).locator('canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const form = page.getByRole('dialog', { name: 'New annotation' });
  await form.waitFor({ timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Title' }).fill('Check the fire rating');
  await form.getByRole('textbox', { name: 'Category' }).fill('Safety');
  // The browser speaks American English here.
  assert.equal(await form.getByRole('radio', { name: 'Default color' }).getAttribute('aria-checked'), 'true');
  await form.getByRole('button', { name: 'Save' }).click();
  const listed = notes.getByTestId('scene-note').filter({ hasText: 'Check the fire rating' });
  await listed.getByText('Annotation · Safety').waitFor();
  await expectAccessible(page, { include: ['[data-testid="scene-notes"]'], label: 'the BIM notes panel' });

  // Filtered by category, and still there after a reload.
  await notes.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await listed.waitFor({ state: 'detached' });
  await notes.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Safety' }).click();
  await listed.waitFor();
  await page.reload();
  await page.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Notes' }).click();
  await listed.waitFor({ timeout: 20_000 });

  // Flying there draws the view it was placed from.
  await waitForPixels(page, 'BIM model view', (n) => n > 5000, 'the building is drawn again');
  await notes.getByRole('button', { name: 'Go to: Check the fire rating' }).click();
  await waitForPixels(page, 'BIM model view', (n) => n > 1000, 'the building is in view at the note');

  await takeSnapshot(page, demoBim);
  await deleteNote(page, 'Check the fire rating');
});
