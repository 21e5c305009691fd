import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let publicTourId: number;

interface ViewerScene {
  annotations: { title: string }[];
  points_of_interest: { title: string; importance: string }[];
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const token = await apiToken(server, 'companyadmin@example.com');
  const { data } = await api<{ id: number; properties: { public?: boolean } }[]>(
    server,
    'GET',
    '/tourslights?_limit=-1',
    { token },
  );
  publicTourId = data.find((t) => t.properties.public === true)!.id;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** How far (px) a marker's centre is from the centre of the panorama on screen. */
async function distanceFromCentre(page: Page, marker: Locator): Promise<number> {
  const box = await marker.boundingBox();
  const view = await page.getByRole('application', { name: /^360° tour: / }).boundingBox();
  assert.ok(box && view, 'marker and viewer are on screen');
  return Math.hypot(
    box.x + box.width / 2 - (view.x + view.width / 2),
    box.y + box.height / 2 - (view.y + view.height / 2),
  );
}

describe('points of interest and annotations in the public tour', () => {
  test('a visitor filters the annotations table, turns to a marker and reads its details, also in fullscreen', async () => {
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await page.goto(`/publictours/${publicTourId}`);
    await page.waitForFunction(() => document.querySelector('canvas') !== null);

    await page.getByRole('button', { name: 'Annotations (4)' }).click();
    const table = page.getByRole('table');
    const titles = () => table.getByRole('button', { name: /^Turn the view to / }).allTextContents();
    assert.deepEqual(await titles(), [
      'First aid and defibrillator',
      'Waste sorting',
      'Gap in the site fence',
      'Crack in the render',
    ]);

    // The open panel, the markers and the link arrows pass axe-core without serious or critical violations.
    const results = await new AxeBuilder({ page }).include('[role="application"]').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(serious, []);

    // Filters hide rows and markers alike.
    const fenceMarker = page.getByRole('button', { name: 'Annotation, Safety: Gap in the site fence' });
    await page.getByRole('group', { name: 'Annotations by category' }).getByText('Safety').click();
    assert.equal((await titles()).includes('Gap in the site fence'), false);
    await fenceMarker.waitFor({ state: 'hidden' });
    await page.getByRole('group', { name: 'Points of interest by importance' }).getByText('Low').click();
    assert.deepEqual(await titles(), ['First aid and defibrillator', 'Crack in the render']);
    await page.getByRole('group', { name: 'Annotations by category' }).getByText('Defects').click();
    await page.getByRole('group', { name: 'Points of interest by importance' }).getByText('High').click();
    await page.getByText('The filters hide everything in this scene.').waitFor();
    await page.getByRole('button', { name: 'Show all' }).click();
    assert.equal((await titles()).length, 4);

    // Choosing a row turns the view until its marker is in the middle.
    const waste = page.getByRole('button', { name: 'Point of interest, low importance: Waste sorting' });
    await page.getByRole('button', { name: 'Turn the view to Waste sorting' }).click();
    await page.waitForTimeout(2500);
    assert.ok((await distanceFromCentre(page, waste)) < 40, 'the marker is centred');

    // A marker opens its details from the keyboard.
    await waste.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Waste sorting' });
    await dialog.getByText('Wood, metal and residual waste containers.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // In fullscreen only the viewer's element shows: the panel and the details are inside it.
    await page.locator('.psv-fullscreen-button').click();
    await page.waitForFunction(() => document.fullscreenElement !== null);
    const inside = await page.evaluate(() => {
      const table = document.querySelector('table');
      return Boolean(table && document.fullscreenElement?.contains(table));
    });
    assert.ok(inside, 'the annotations table is inside the fullscreen element');
    await page.getByRole('button', { name: 'Details of Crack in the render' }).click();
    const details = page.getByRole('dialog', { name: 'Crack in the render' });
    await details.getByText('Annotation, Defects').waitFor();
    assert.ok(await details.evaluate((element) => document.fullscreenElement?.contains(element) ?? false));
  });

  test('an editor adds a category, an annotation and a point of interest, and removes a category with its annotations', async () => {
    await context?.close();
    context = await newContext(browser, server, { consent: 'required' });
    const page = await context.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/tours/${publicTourId}/edit`);
    await page.waitForFunction(() => document.querySelector('canvas') !== null);
    const items = page.getByRole('list').filter({ hasText: 'First aid and defibrillator' });

    await page.getByRole('textbox', { name: 'New category name' }).fill('defects');
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Another category already has this name').waitFor();
    await page.getByRole('textbox', { name: 'New category name' }).fill('Access');
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('textbox', { name: 'Name of the category Access' }).waitFor();
    await page.getByRole('textbox', { name: 'Color of Access' }).fill('#2B8A3E');

    // Placed from the keyboard: at the centre of the view, with the spec's 3-character rule.
    await page.getByRole('button', { name: 'Add annotation' }).click();
    await page.getByRole('button', { name: 'Place at the center of the view' }).click();
    const annotationForm = page.getByRole('dialog', { name: 'Annotation' });
    await annotationForm.getByRole('textbox', { name: 'Title' }).fill('ab');
    await annotationForm.getByRole('button', { name: 'Save' }).click();
    await annotationForm.getByText('Annotation text needs at least 3 characters').waitFor();
    await annotationForm.getByRole('textbox', { name: 'Title' }).fill('Ramp missing');
    await annotationForm.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Access' });
    await annotationForm.getByRole('button', { name: 'Save' }).click();
    await items.getByText('Annotation, Access').waitFor();

    // Placed with the mouse: a click in the panorama.
    await page.getByRole('button', { name: 'Add point of interest' }).click();
    const panorama = page.getByRole('application', { name: /^Panorama of / });
    await panorama.scrollIntoViewIfNeeded();
    const box = await panorama.boundingBox();
    assert.ok(box);
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
    const pointForm = page.getByRole('dialog', { name: 'Point of interest' });
    await pointForm.getByRole('textbox', { name: 'Title' }).fill('Gas meter');
    await pointForm.getByRole('radio', { name: 'High' }).check();
    await pointForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Point of interest, high importance: Gas meter' }).waitFor();

    await page.getByRole('button', { name: 'Remove the category Defects' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the category “Defects”?' });
    await confirm.getByText('Annotations in this category: 1, in scenes: 1.').waitFor();
    await confirm
      .getByRole('combobox', { name: 'What happens to them' })
      .selectOption({ label: 'Remove them with the category' });
    await confirm.getByRole('button', { name: 'Remove category' }).click();
    await items.getByText('Crack in the render').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tour saved').waitFor();

    const { data } = await api<{
      annotation_categories: { name: string; color: string }[];
      scenes: ViewerScene[];
    }>(server, 'GET', `/publictours/${publicTourId}`);
    assert.deepEqual(
      data.annotation_categories.map((c) => [c.name, c.color]),
      [
        ['Safety', '#e03131'],
        ['Access', '#2b8a3e'],
      ],
    );
    const [entrance] = data.scenes;
    assert.deepEqual(
      entrance!.annotations.map((a) => a.title),
      ['Gap in the site fence', 'Ramp missing'],
    );
    assert.deepEqual(
      entrance!.points_of_interest.map((p) => [p.title, p.importance]),
      [
        ['First aid and defibrillator', 'high'],
        ['Waste sorting', 'low'],
        ['Gas meter', 'high'],
      ],
    );
  });
});
