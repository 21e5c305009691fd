import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiToken, newContext, signInAs } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

interface Item {
  id: number;
  title: string;
  oldproject: number;
  properties: Record<string, unknown>;
}

const ADMIN = 'companyadmin@example.com';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
let harbourMap: Item;
/** Every request the page tried to send anywhere but our own server: none may leave. */
const outside: string[] = [];

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  token = await apiToken(server, ADMIN);
  const maps = (await api<Item[]>(server, 'GET', '/maps?_limit=-1', { token })).data;
  const found = maps.find((m) => m.title === 'Havnelageret harbour map');
  assert.ok(found, 'the demo has the harbour map');
  harbourMap = found;
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function openSignedIn(): Promise<Page> {
  context = await newContext(browser, server, { consent: 'required' });
  // No outside network: anything not to our server is refused and written down.
  await context.route(
    (url) =>
      !url.href.startsWith(server.url) && !url.href.startsWith('data:') && !url.href.startsWith('blob:'),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await signInAs(page, ADMIN);
  return page;
}

/** Clicks the map's canvas at a point given as fractions of its size. */
async function clickMap(page: Page, x: number, y: number) {
  const canvas = page.locator('[data-testid=layer-map] canvas');
  const box = await canvas.boundingBox();
  assert.ok(box, 'the map canvas is laid out');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

describe('maps', () => {
  test('the project map shows the sub-projects and content, and a marker opens its viewer', async () => {
    const page = await openSignedIn();
    const maps = (await api<Item[]>(server, 'GET', '/maps?_limit=-1', { token })).data;
    const fjordbyen = maps.find((m) => m.title === 'Fjordbyen site map')?.oldproject;
    assert.ok(fjordbyen, 'the demo has the Fjordbyen site map');
    let tiles = 0;
    page.on('response', (response) => {
      if (/\/api\/basemap\/tiles\//.test(response.url()) && response.status() === 200) tiles += 1;
    });
    await page.goto(`/my_map/${fjordbyen}`);
    await page.getByRole('heading', { level: 1, name: 'Map of Fjordbyen' }).waitFor();
    await page.locator('[data-testid=project-map] canvas').waitFor();
    // Markers (or clusters of them) stand on the map, and the built-in basemap was drawn.
    await page.locator('.spatium-map-marker, .spatium-map-cluster').first().waitFor({ timeout: 20_000 });
    assert.ok(tiles > 0, 'basemap tiles came from our own server');
    await page.getByText(/Shown: \d+ of \d+/).waitFor();

    // Kinds filter: only tours.
    await page.getByPlaceholder('All kinds').click();
    await page.getByRole('option', { name: 'Tours' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Shown: 2 of').waitFor();

    // Search flies to the item; its marker, a real button, opens the tour.
    await page.getByRole('textbox', { name: 'Search the map' }).fill('Block A – 360');
    await page.getByRole('button', { name: 'Fjordbyen Block A – 360 site walk', exact: true }).click();
    const marker = page.getByRole('button', { name: 'Open Tours: Fjordbyen Block A – 360 site walk' });
    await marker.waitFor({ timeout: 20_000 });
    await marker.click();
    await page.waitForURL(/\/tours\/\d+$/);
    await context?.close();
    context = undefined;
  });

  test('a two-level map switches levels; a GeoJSON layer is uploaded, restyled and drawn on, and kept', async () => {
    const page = await openSignedIn();
    await page.goto(`/maps/${harbourMap.id}`);
    // A busy machine may take a while over the first map page (the MapLibre chunk is large).
    await page.getByRole('heading', { level: 1, name: harbourMap.title }).waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=layer-map] canvas').waitFor();

    // Levels: the rooms layer labels its rooms; L2 shows the offices, not the hall of L1.
    const label = (text: string) => page.locator('.spatium-map-label', { hasText: text });
    await label('Hall 1.01').waitFor({ timeout: 20_000 });
    await page.getByText('L2', { exact: true }).click();
    await label('Office 2.01').waitFor();
    assert.equal(await label('Hall 1.01').count(), 0, 'L1 rooms are hidden on L2');
    await page.getByText('All', { exact: true }).first().click();

    // Upload: a broken file gets a clear error, a valid one becomes a layer with its features counted.
    const upload = async (name: string, text: string) => {
      await page.getByRole('button', { name: 'Upload a GeoJSON layer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Title').fill(name);
      await dialog.locator('input[type=file]').setInputFiles({
        name: `${name}.geojson`,
        mimeType: 'application/geo+json',
        buffer: Buffer.from(text),
      });
      await dialog.getByText('Uploaded', { exact: true }).waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Save' }).click();
      return dialog;
    };
    const broken = await upload('Broken survey', '{"type":"FeatureCollection","features":[{"type":"Feature"');
    await broken.getByText(/not valid JSON/).waitFor();
    await broken.getByRole('button', { name: 'Cancel' }).click();
    const quay = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { kind: 'bollard' },
          geometry: { type: 'Point', coordinates: [5.3163, 60.3981] },
        },
        {
          type: 'Feature',
          properties: { kind: 'edge' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [5.3158, 60.398],
              [5.3172, 60.398],
            ],
          },
        },
      ],
    };
    await upload('Quay edge', JSON.stringify(quay));
    const card = page.getByRole('region', { name: 'Quay edge' });
    await card.getByText('Features: 2').waitFor();

    // Restyle: a wider line, saved as the layer's style.
    await card.getByRole('button', { name: 'Style' }).click();
    await card.getByLabel('Line width (px)').fill('6');
    await card.getByRole('button', { name: 'Save style' }).click();
    await card.getByRole('button', { name: 'Style' }).waitFor();
    const layers = (await api<Item[]>(server, 'GET', '/geojsons?_limit=-1', { token })).data;
    const layer = layers.find((l) => l.title === 'Quay edge');
    assert.ok(layer);
    assert.equal((layer.properties.style as { width: number }).width, 6);

    // Toggle it off and on.
    await page.getByRole('checkbox', { name: 'Quay edge' }).uncheck();
    await page.getByRole('checkbox', { name: 'Quay edge' }).check();

    // Draw a polygon, undo a stray corner, save, and find it after a reload.
    await card.getByRole('button', { name: 'Draw and edit' }).click();
    await card.getByText('Polygon', { exact: true }).click();
    await clickMap(page, 0.4, 0.4);
    await clickMap(page, 0.6, 0.4);
    await clickMap(page, 0.9, 0.9);
    await card.getByRole('button', { name: 'Undo' }).click();
    await clickMap(page, 0.5, 0.6);
    await card.getByRole('button', { name: 'Finish shape' }).click();
    await card.getByText('Features: 3').first().waitFor();
    await card.getByRole('button', { name: 'Save layer' }).click();
    await page.getByText('Layer saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: harbourMap.title }).waitFor();
    await card.getByText('Features: 3').waitFor();
    const data = (
      await api<{ features: { geometry: { type: string; coordinates: number[][][] } }[] }>(
        server,
        'GET',
        `/geojsons/${layer.id}/data`,
        { token },
      )
    ).data;
    const polygon = data.features.find((f) => f.geometry.type === 'Polygon');
    assert.ok(polygon, 'the drawn polygon was saved');
    assert.equal(polygon.geometry.coordinates[0]!.length, 4, 'three corners, closed');
    assert.deepEqual(outside, [], 'the maps sent nothing outside our server');
  });
});
