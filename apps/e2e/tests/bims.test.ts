import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { waitForPixels } from '../support/canvas.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const demoBim = 'Block A – architectural model (IFC4)';
const bimView = 'BIM model view';

async function idOf(path: string, title: string): Promise<number> {
  const token = await apiToken(server, 'companyadmin@example.com');
  const { status, data } = await api<{ id: number; title: string }[]>(server, 'GET', `${path}?_limit=-1`, {
    token,
  });
  assert.equal(status, 200, `GET ${path}`);
  const row = data.find((entry) => entry.title === title);
  assert.ok(row, `${title} in ${path}`);
  return row.id;
}

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  return context.newPage();
}

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function openDemoModel(page: Page): Promise<void> {
  const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
  const subId = await idOf('/oldsubprojects_light', 'Fjordbyen Block A');
  await page.goto(`/my_p/${projectId}?sp=${subId}`);
  const card = page
    .getByRole('region', { name: 'BIM models' })
    .getByRole('link', { name: demoBim, exact: true });
  await card.waitFor({ timeout: 30_000 });
  await card.click();
  await page.waitForURL(/\/bims\/\d+$/);
  await page.getByRole('heading', { level: 1, name: demoBim }).waitFor();
  await page.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });
}

test('the demo IFC building opens from its card: tree, properties, storeys, plan view, X-ray and a measurement', async () => {
  const page = await freshPage();
  await signInAs(page, 'companyadmin@example.com');
  await openDemoModel(page);
  const full = await waitForPixels(page, bimView, (n) => n > 5000, 'the building is drawn');
  await expectAccessible(page, { label: 'BIM viewer' });

  // The model tree: project → site → building → storeys, searchable by name.
  const rows = page.getByTestId('bim-tree-row');
  for (const name of ['Fjordbyen Block A project', 'Site', 'Fjordbyen Block A', 'Level 0', 'Level 1'])
    await rows.getByRole('button', { name, exact: true }).first().waitFor();
  // Found and picked from the keyboard alone.
  await page.getByRole('textbox', { name: 'Find an element' }).fill('door');
  await rows.getByRole('button', { name: 'Entrance door' }).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('picked-element').filter({ hasText: 'Selected element: Entrance door' }).waitFor();

  // Its properties: attributes, the property set and the quantities the IFC carries.
  await page.getByRole('tab', { name: 'Properties' }).click();
  await expectAccessible(page, { label: 'BIM properties' });
  const properties = page.getByTestId('bim-properties');
  await properties.getByRole('heading', { name: 'Pset_DoorCommon' }).waitFor();
  await properties.getByRole('heading', { name: 'BaseQuantities' }).waitFor();
  await properties.getByRole('row', { name: 'FireRating EI 30' }).waitFor();
  await properties.getByRole('row', { name: 'IsExternal Yes' }).waitFor();

  // A click on the building picks what is there.
  const canvas = page.getByRole('application', { name: 'BIM model view' }).locator('canvas');
  await canvas.click();
  await page
    .getByTestId('picked-element')
    .filter({ hasText: /Selected element: (Floor slab|.*wall)/ })
    .waitFor();

  // One storey alone draws less of the building; all storeys come back.
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('combobox', { name: 'Show one storey' }).click();
  await page.getByRole('option', { name: 'Level 1' }).click();
  const oneStorey = await waitForPixels(page, bimView, (n) => n < full * 0.9, 'one storey shown');
  // A plan view cuts 1.2 m above the storey's floor with a clip plane of the toolkit.
  await page.getByRole('button', { name: 'Plan view of the storey' }).click();
  const planCut = page.getByTestId('clip-plane').getByRole('checkbox', { name: 'Plane 1' });
  await planCut.waitFor();
  assert.equal(await planCut.isChecked(), true);
  await page.getByRole('button', { name: 'Show all' }).click();
  await page.getByRole('button', { name: 'Remove: Plane 1' }).click();
  await page.getByRole('button', { name: 'Fit to view' }).click();
  await waitForPixels(page, bimView, (n) => n > oneStorey, 'every storey shown again');

  // X-ray makes the building see-through (section planes: clipping3d.test.ts).
  await page.getByRole('switch', { name: 'X-ray' }).click();
  assert.equal(await page.getByRole('switch', { name: 'X-ray' }).isChecked(), true);
  await page.getByRole('switch', { name: 'X-ray' }).click();

  // A distance measured on the model's surfaces is kept.
  await page.getByRole('button', { name: 'Distance' }).click();
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2 - 40, y: box.height / 2 } });
  await canvas.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 10 } });
  await page.getByTestId('measurement').filter({ hasText: 'Distance 1' }).waitFor({ timeout: 20_000 });
  // An angle takes three points, its vertex second, and is kept in degrees.
  await page.getByRole('button', { name: 'Angle' }).click();
  await page
    .getByText('Click three points: the angle is measured at the middle one.', { exact: false })
    .waitFor();
  await canvas.click({ position: { x: box.width / 2 - 60, y: box.height / 2 } });
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 + 20 } });
  await canvas.click({ position: { x: box.width / 2 + 60, y: box.height / 2 } });
  await page
    .getByTestId('measurement')
    .filter({ hasText: /Angle 1.*°/ })
    .waitFor({ timeout: 20_000 });
});

test('an uploaded IFC shows its conversion, then opens; a missing model says "Bim project not found"', async () => {
  const token = await apiToken(server, 'companyadmin@example.com');
  const demoId = await idOf('/bims', demoBim);
  const demo = await api<{ files: { id: number }[] }>(server, 'GET', `/bims/${demoId}`, { token });
  const link = await api<{ url: string }>(server, 'POST', `/files/${demo.data.files[0]!.id}/link`, { token });
  const ifc = Buffer.from(await (await fetch(new URL(`/api${link.data.url}`, server.url))).arrayBuffer());
  assert.match(ifc.subarray(0, 20).toString('latin1'), /^ISO-10303-21;/);

  const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
  const subId = await idOf('/oldsubprojects_light', 'Fjordbyen Block A');
  const page = await freshPage();
  await signInAs(page, 'companyadmin@example.com');
  await page.goto(`/my_p/${projectId}?sp=${subId}`);
  await page.getByRole('heading', { level: 2, name: 'Fjordbyen Block A' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add content' }).click();
  const dialog = page.getByRole('dialog', { name: 'New content' });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'BIM model', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Block A – structure (IFC)');
  await dialog
    .locator('input[type=file]')
    .setInputFiles([{ name: 'block-a-structure.ifc', mimeType: 'application/x-step', buffer: ifc }]);
  await dialog.getByText('Uploaded', { exact: true }).first().waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByRole('link', { name: 'Block A – structure (IFC)' }).first();
  await card.waitFor({ timeout: 30_000 });
  await card.click();
  await page.waitForURL(/\/bims\/\d+$/);
  await page.getByTestId('bim-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 90_000 });
  // The demo model of the same sub-project can be loaded beside it.
  await page.getByRole('checkbox', { name: demoBim }).check();
  await page
    .getByTestId('bim-tree-row')
    .getByRole('button', { name: 'Fjordbyen Block A project', exact: true })
    .nth(1)
    .waitFor({ timeout: 30_000 });

  await page.goto('/bims/999999');
  await page.getByRole('heading', { level: 1, name: 'Bim project not found' }).waitFor();
  const outsider = await freshPage();
  await signInAs(outsider, 'other@example.org');
  await outsider.goto(`/bims/${demoId}`);
  await outsider.getByRole('heading', { level: 1, name: 'Bim project not found' }).waitFor();
});
