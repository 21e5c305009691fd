import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, recordNotices, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

const ADMIN = 'companyadmin@example.com';
const PLAN = 'Block A – floor plans, levels 1–5';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let token: string;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  token = await apiToken(server, ADMIN);
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function idOf(path: string, title: string): Promise<number> {
  const rows = (await api<{ id: number; title: string }[]>(server, 'GET', path, { token })).data;
  const found = rows.find((row) => row.title === title);
  assert.ok(found, `the demo has ${title}`);
  return found.id;
}

/** Clicks the plan's map at a point given as fractions of its size. */
async function clickPlan(page: Page, x: number, y: number) {
  const box = await page.locator('.floorplan-canvas').boundingBox();
  assert.ok(box, 'the floor plan is laid out');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

describe('floor plans', () => {
  test('the demo floor plan opens from the catalogue, its tiles load, and a distance is measured after setting the scale', async () => {
    // Consent given before: no banner over the plan.
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signInAs(page, ADMIN);
    const projectId = await idOf('/oldprojects_light', 'Fjordbyen');
    const subId = await idOf('/oldsubprojects_light', 'Fjordbyen Block A');
    await page.goto(`/my_p/${projectId}?sp=${subId}`);
    await page.getByRole('heading', { level: 2, name: 'Fjordbyen Block A' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: PLAN }).first().click();
    await page.waitForURL(/\/floorplans\/\d+$/);
    await page.getByRole('heading', { level: 1, name: PLAN }).waitFor();

    // Leaflet draws the drawing from our tiles.
    const tile = page.locator('.floorplan-canvas img.leaflet-tile-loaded').first();
    await tile.waitFor({ timeout: 20_000 });
    const width = await tile.evaluate((img) => (img as HTMLImageElement).naturalWidth);
    assert.ok(width > 0, 'a tile image loaded');
    assert.match(
      (await tile.getAttribute('src')) ?? '',
      /\/api\/floorplans\/\d+\/tiles\/.+\/\d+\/\d+\/\d+_\d+\.png$/,
    );

    // Measuring needs a scale first.
    const distance = page.getByRole('button', { name: 'Measure distance' });
    assert.equal(await distance.isDisabled(), true);
    const notices = await recordNotices(page);
    await page.getByRole('button', { name: 'Set scale' }).click();
    await clickPlan(page, 0.35, 0.5);
    await clickPlan(page, 0.6, 0.5);
    await page.getByLabel('Real distance between the points (m)').fill('12.5');
    await page.getByRole('button', { name: 'Save scale' }).click();
    await notices('Scale saved');
    await page.getByText(/^Scale: 1 pixel = [\d.,]+ cm$/).waitFor();

    // The same two points measure the distance that was given; the tool is on once the scale is saved.
    const result = page.getByTestId('floorplan-measurement');
    await page.getByRole('button', { name: 'Measure distance', pressed: true }).waitFor();
    await clickPlan(page, 0.35, 0.5);
    await clickPlan(page, 0.6, 0.5);
    await result.getByText('Distance: 12.5 m').waitFor();

    // An area: a triangle on the same base.
    await page.getByRole('button', { name: 'Measure area' }).click();
    await clickPlan(page, 0.35, 0.5);
    await clickPlan(page, 0.6, 0.5);
    await clickPlan(page, 0.5, 0.3);
    await result.getByText(/^Area: [\d.,]+ m²$/).waitFor();

    // The scale was stored: it is there after a reload.
    await page.reload();
    await page.getByText(/^Scale: 1 pixel = [\d.,]+ cm$/).waitFor();
    await page.close();
  });

  test('a tour scene placed on the plan opens the tour at that scene', async () => {
    context ??= await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const id = await idOf('/floorplans', PLAN);
    await page.goto(`/floorplans/${id}`);
    const marker = page.getByRole('button', {
      name: /^Open Fjordbyen Block A – public 360 tour: Main entrance$/,
    });
    await marker.waitFor({ timeout: 20_000 });
    await marker.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tours\/\d+\?scene=entrance/);
    await page.close();
  });

  test('the building’s floors switch like a lift panel, by keyboard, and the viewer passes axe', async () => {
    context ??= await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const id = await idOf('/floorplans', PLAN);
    await page.goto(`/floorplans/${id}`);
    const floors = page.getByRole('navigation', { name: 'Floors of Fjordbyen Block A' });
    const level3 = floors.getByRole('link', { name: 'Level 3' });
    const level2 = floors.getByRole('link', { name: 'Level 2' });
    await level3.waitFor({ timeout: 20_000 });
    // Top floor first, the current one marked.
    assert.deepEqual(await floors.getByRole('link').allTextContents(), ['Level 3', 'Level 2']);
    assert.equal(await level3.getAttribute('aria-current'), 'page');
    assert.equal(await level2.getAttribute('aria-current'), null);

    await level3.focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await level2.evaluate((link) => link === document.activeElement), true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/floorplans\/\d+\?sheet=\d+$/);
    await floors
      .getByRole('link', { name: 'Level 2', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    // Level 2's own markers: the laser scan and the BIM model stand on it.
    await page.getByRole('link', { name: 'Open Point cloud: Block A – laser scan, week 12' }).waitFor();
    await page.getByRole('link', { name: 'Open BIM model: Block A – architectural model (IFC4)' }).waitFor();
    await page.locator('.floorplan-canvas img.leaflet-tile-loaded').first().waitFor({ timeout: 20_000 });
    await expectAccessible(page, { label: 'floor-plan viewer' });

    // And back up, with the mouse.
    await level3.click();
    await page
      .getByRole('link', { name: /^Open Tour: Fjordbyen Block A – 360 site walk — Level 3 east wing$/ })
      .waitFor();
    await page.close();
  });

  test('a manager places a tour scene and an issue on the plan and opens them from there', async () => {
    context ??= await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const id = await idOf('/floorplans', PLAN);
    await page.goto(`/floorplans/${id}`);
    await page.locator('.floorplan-canvas img.leaflet-tile-loaded').first().waitFor({ timeout: 20_000 });
    const notices = await recordNotices(page);
    await page.getByRole('button', { name: 'Place markers' }).click();
    const panel = page.getByRole('region', { name: 'Markers on this plan' });
    await panel.getByRole('combobox', { name: 'What to place' }).click();
    await page.getByRole('option', { name: 'Fjordbyen Block A – 360 site walk', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Scene' }).click();
    await page.getByRole('option', { name: 'Site entrance' }).click();
    // Enter on the plan places the item at the centre of the view.
    await page.locator('.floorplan-canvas').focus();
    await page.keyboard.press('Enter');
    await notices('Fjordbyen Block A – 360 site walk — Site entrance placed on the plan');
    const scene = page.getByRole('link', {
      name: 'Open Tour: Fjordbyen Block A – 360 site walk — Site entrance',
    });
    await scene.waitFor();
    await scene.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tours\/\d+\?scene=gate$/);

    await page.goBack();
    await page.getByRole('button', { name: 'Place markers' }).click();
    await panel.getByRole('combobox', { name: 'What to place' }).click();
    await page.getByRole('option', { name: 'Water on level 1 after rain', exact: true }).click();
    await panel.getByRole('button', { name: 'Place at center' }).click();
    const issue = page.getByRole('link', { name: 'Open Issue: Water on level 1 after rain' });
    await issue.waitFor();
    await issue.click();
    await page.waitForURL(/\/issues\/\d+$/);
    await page.getByRole('heading', { name: 'Water on level 1 after rain' }).waitFor();

    // Removing asks first, then the marker is gone.
    await page.goBack();
    await page.getByRole('button', { name: 'Place markers' }).click();
    await panel.getByRole('button', { name: 'Remove the marker of Water on level 1 after rain' }).click();
    await page
      .getByRole('dialog', { name: 'Remove marker?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await issue.waitFor({ state: 'detached' });
    await page.close();
  });

  test('a company admin adds a floor to the building, and it shows in the floor switcher', async () => {
    context ??= await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    const id = await idOf('/floorplans', PLAN);
    await page.goto(`/floorplans/${id}`);
    const notices = await recordNotices(page);
    await page.getByRole('button', { name: 'Edit buildings and floors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buildings and floors' });
    await dialog.getByRole('button', { name: 'Add floor' }).click();
    // Without a name the server says what is wrong.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Every floor needs a name' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Floor name' }).last().fill('Level 1');
    await dialog.getByRole('combobox', { name: 'Floor plan' }).last().click();
    await page.getByRole('option', { name: PLAN }).click();
    await dialog.getByRole('button', { name: 'Move Level 1 up' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notices('Buildings and floors saved');
    const floors = page.getByRole('navigation', { name: 'Floors of Fjordbyen Block A' });
    await floors.getByRole('link', { name: 'Level 1' }).waitFor();
    assert.deepEqual(await floors.getByRole('link').allTextContents(), ['Level 3', 'Level 1', 'Level 2']);
    await page.close();
  });
});
