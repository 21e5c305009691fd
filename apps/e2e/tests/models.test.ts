import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { pixelMask, waitForPixels } from '../support/canvas.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

type Named = { id: number; title: string };
const modelView = '3D model view';

async function idOf(path: string, title: string): Promise<number> {
  const token = await apiToken(server, 'companyadmin@example.com');
  const { status, data } = await api<Named[]>(server, 'GET', `${path}?_limit=-1`, { token });
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

test('the demo balcony model opens from the catalogue, renders, its parts are picked, hidden and exploded', async () => {
  const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
  const subId = await idOf('/oldsubprojects_light', 'Fjordbyen Block B');
  const page = await freshPage();
  await signInAs(page, 'companyadmin@example.com');
  await page.goto(`/my_p/${projectId}?sp=${subId}`);
  const card = page
    .getByRole('region', { name: 'Fjordbyen Block B' })
    .getByRole('link', { name: 'Block B – balcony module (glTF)' })
    .first();
  // The project page loads its sub-projects' content after the page itself; a busy machine is slow.
  await card.waitFor({ timeout: 30_000 });
  await card.click();
  await page.waitForURL(/\/threeds\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Block B – balcony module (glTF)' }).waitFor();
  // The viewer's header carries the favourite star, as every viewer's does.
  await page.getByRole('button', { name: 'Add Block B – balcony module (glTF) to favourites' }).click();
  await page
    .getByRole('button', { name: 'Remove Block B – balcony module (glTF) from favourites', pressed: true })
    .waitFor();
  await page.getByTestId('model-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });

  // The model tree lists the file's named parts under its root.
  const parts = page.getByTestId('model-part');
  await parts.filter({ hasText: 'Back wall' }).waitFor();
  const names = await parts.allInnerTexts();
  for (const name of ['Balcony module', 'Balcony slab', 'Back wall', 'Front railing', 'Left railing'])
    assert.ok(
      names.some((n) => n.includes(name)),
      `${name} in ${names.join(' | ')}`,
    );

  const full = await waitForPixels(page, modelView, (n) => n > 2000, 'the model is drawn');

  // A click at the centre of the view picks the part there and names it.
  const canvas = page.getByRole('application', { name: '3D model view' }).locator('canvas');
  await canvas.click();
  const picked = page.getByTestId('picked-part').filter({
    hasText: /^Selected part: (Balcony slab|Back wall|Front railing|Left railing|Right railing)$/,
  });
  await picked.waitFor();
  const pickedName = (await picked.innerText()).replace('Selected part: ', '');
  await page.getByRole('button', { name: `Select: ${pickedName}`, pressed: true }).waitFor();

  // The tree selects too (from the keyboard as well), one part at a time.
  const other = pickedName === 'Left railing' ? 'Right railing' : 'Left railing';
  await page.getByRole('button', { name: `Select: ${other}` }).click();
  await page
    .getByTestId('picked-part')
    .filter({ hasText: `Selected part: ${other}` })
    .waitFor();
  assert.equal(await page.getByRole('button', { name: `Select: ${pickedName}`, pressed: true }).count(), 0);

  // Hiding the back wall and the slab draws less; showing all draws it again.
  await page.getByRole('checkbox', { name: 'Back wall' }).uncheck();
  await page.getByRole('checkbox', { name: 'Balcony slab' }).uncheck();
  const fewer = await waitForPixels(page, modelView, (n) => n < full * 0.8, 'hidden parts are not drawn');
  assert.ok(fewer > 0, 'the railings are still drawn');
  await page.getByRole('button', { name: 'Show all' }).click();
  await waitForPixels(page, modelView, (n) => n > full * 0.9, 'every part is drawn again');
  assert.equal(await page.getByRole('checkbox', { name: 'Back wall' }).isChecked(), true);

  // Hiding the root greys out its children's switches (hidden through it).
  await page.getByRole('checkbox', { name: 'Balcony module' }).uncheck();
  assert.equal(await page.getByRole('checkbox', { name: 'Back wall' }).isDisabled(), true);
  await waitForPixels(page, modelView, (n) => n < full * 0.1, 'the hidden root hides the model');
  await page.getByRole('button', { name: 'Show all' }).click();
  const assembled = await waitForPixels(page, modelView, (n) => n > full * 0.9, 'every part is drawn again');

  // Explode moves the parts out from the centre, and back.
  await pixelMask(page, modelView, 'save');
  const explode = page.getByRole('slider', { name: 'Explode' });
  await explode.focus();
  await page.keyboard.press('End');
  assert.equal(await explode.getAttribute('aria-valuenow'), '1');
  let changed = 0;
  for (let i = 0; i < 40 && changed < assembled * 0.1; i++) {
    await page.waitForTimeout(250);
    changed = await pixelMask(page, modelView, 'compare');
  }
  assert.ok(changed >= assembled * 0.1, `exploding moved the parts: ${changed} pixels changed`);
  await page.keyboard.press('Home');
  for (let i = 0; i < 40 && changed > assembled * 0.02; i++) {
    await page.waitForTimeout(250);
    changed = await pixelMask(page, modelView, 'compare');
  }
  assert.ok(changed <= assembled * 0.02, `the model is assembled again: ${changed} pixels differ`);

  // The toolkit's distance: two points picked at the view's centre (Enter), the view turned between.
  await page.getByRole('button', { name: 'Distance' }).click();
  await canvas.focus();
  await page.keyboard.press('Enter');
  await page.getByText('Points placed: 1').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Fit to view' }).click();
  await page.getByLabel('Clip with a box').check();
  await page.getByLabel('Clip with a box').uncheck();
  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.getByTestId('measurement').filter({ hasText: 'Distance 1' }).waitFor({ timeout: 15_000 });

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(serious, []);
});

/** An OBJ box (OBJ is Y-up) with outward faces, as the named object `name` in material `material`. */
function objBox(name: string, material: string, from: number[], to: number[], offset: number): string {
  const [x0, y0, z0] = from as [number, number, number];
  const [x1, y1, z1] = to as [number, number, number];
  const corners = [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y1, z0],
    [x0, y1, z0],
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  const faces = [
    [1, 4, 3, 2],
    [5, 6, 7, 8],
    [1, 2, 6, 5],
    [4, 8, 7, 3],
    [1, 5, 8, 4],
    [2, 3, 7, 6],
  ];
  return [
    `o ${name}`,
    ...corners.map((c) => `v ${c.join(' ')}`),
    `usemtl ${material}`,
    ...faces.map((f) => `f ${f.map((i) => i + offset).join(' ')}`),
  ].join('\n');
}

/** A stair core of two named parts, each with its own material from the .mtl uploaded beside it. */
const stairObj = [
  'mtllib stair.mtl',
  objBox('Stair flight', 'Concrete', [0, 0, 0], [2.6, 1.5, 3], 0),
  objBox('Landing', 'Timber', [0, 1.5, 3], [2.6, 1.7, 4.2], 8),
  '',
].join('\n');
const stairMtl = `newmtl Concrete
Kd 0.75 0.75 0.72
newmtl Timber
Kd 0.65 0.45 0.25
`;

test('an OBJ model is uploaded with its materials, converted, opens ready, and its parts are picked', async () => {
  const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
  const subId = await idOf('/oldsubprojects_light', 'Fjordbyen Block B');
  const page = await freshPage();
  await signInAs(page, 'companyadmin@example.com');
  await page.goto(`/my_p/${projectId}?sp=${subId}`);
  await page.getByRole('heading', { level: 2, name: 'Fjordbyen Block B' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add content' }).click();
  const dialog = page.getByRole('dialog', { name: 'New content' });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: '3D model', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Block B – stair core (OBJ)');
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'stair.obj', mimeType: 'model/obj', buffer: Buffer.from(stairObj) },
    { name: 'stair.mtl', mimeType: 'model/mtl', buffer: Buffer.from(stairMtl) },
  ]);
  await dialog.getByText('Uploaded', { exact: true }).nth(1).waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  const card = page.getByRole('link', { name: 'Block B – stair core (OBJ)' }).first();
  await card.waitFor({ timeout: 30_000 });
  await card.click();
  await page.waitForURL(/\/threeds\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Block B – stair core (OBJ)' }).waitFor();
  // The server converts the OBJ to GLB; the page follows the conversion and then loads the model.
  await page.getByTestId('model-status').filter({ hasText: 'Model loaded' }).waitFor({ timeout: 60_000 });
  const parts = page.getByTestId('model-part');
  await parts.filter({ hasText: 'Landing' }).waitFor();
  const names = await parts.allInnerTexts();
  for (const name of ['Stair flight', 'Landing'])
    assert.ok(
      names.some((n) => n.includes(name)),
      `${name} in ${names.join(' | ')}`,
    );
  await waitForPixels(page, modelView, (n) => n > 500, 'the converted model is drawn');

  // A click at the centre of the view picks the part there; the tree picks the other one.
  const canvas = page.getByRole('application', { name: '3D model view' }).locator('canvas');
  await canvas.click();
  const picked = page
    .getByTestId('picked-part')
    .filter({ hasText: /^Selected part: (Stair flight|Landing)$/ });
  await picked.waitFor();
  const pickedName = (await picked.innerText()).replace('Selected part: ', '');
  const other = pickedName === 'Landing' ? 'Stair flight' : 'Landing';
  await page.getByRole('button', { name: `Select: ${other}` }).click();
  await page
    .getByTestId('picked-part')
    .filter({ hasText: `Selected part: ${other}` })
    .waitFor();
});

test('a model without a model file says so, and another company sees it as missing', async () => {
  const token = await apiToken(server, 'companyadmin@example.com');
  const subId = await idOf('/oldsubprojects_light', 'Fjordbyen Block B');
  const created = await api<Named>(server, 'POST', '/threeds', {
    token,
    body: { title: 'Block B – façade mock-up (no file yet)', subproject: subId },
  });
  assert.equal(created.status, 201);
  const page = await freshPage();
  await signInAs(page, 'companyadmin@example.com');
  await page.goto(`/threeds/${created.data.id}`);
  await page
    .getByText('This 3D model has no model file to show (glTF, GLB, OBJ, FBX, STL or PLY).')
    .waitFor();

  const outsider = await freshPage();
  await signInAs(outsider, 'other@example.org');
  await outsider.goto(`/threeds/${created.data.id}`);
  await outsider.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
});
