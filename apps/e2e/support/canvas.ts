import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

// Checks of what a 3D viewer's canvas draws, for the viewers' end-to-end tests: `view` is the accessible
// name of the canvas's container (role application), e.g. '3D model view' or 'BIM model view'.

/** Pixels of the canvas that differ from the scene's background (#1b1e24). */
export async function drawnPixels(page: Page, view: string): Promise<number> {
  return page.getByRole('application', { name: view }).evaluate((element) => {
    const canvas = element.querySelector('canvas')!;
    const probe = document.createElement('canvas');
    probe.width = canvas.width;
    probe.height = canvas.height;
    const context = probe.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, probe.width, probe.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - 0x1b) + Math.abs(data[i + 1]! - 0x1e) + Math.abs(data[i + 2]! - 0x24) > 24)
        drawn++;
    return drawn;
  });
}

/** Remembers which pixels are drawn now, or counts those whose drawn state changed since. */
export async function pixelMask(page: Page, view: string, mode: 'save' | 'compare'): Promise<number> {
  return page.getByRole('application', { name: view }).evaluate((element, mode) => {
    const canvas = element.querySelector('canvas')!;
    const probe = document.createElement('canvas');
    probe.width = canvas.width;
    probe.height = canvas.height;
    const context = probe.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, probe.width, probe.height);
    const mask = new Uint8Array(data.length / 4);
    for (let i = 0; i < data.length; i += 4)
      mask[i / 4] =
        Math.abs(data[i]! - 0x1b) + Math.abs(data[i + 1]! - 0x1e) + Math.abs(data[i + 2]! - 0x24) > 24
          ? 1
          : 0;
    const holder = window as unknown as { modelMask?: Uint8Array };
    if (mode === 'save' || !holder.modelMask) {
      holder.modelMask = mask;
      return 0;
    }
    let changed = 0;
    for (let i = 0; i < mask.length; i++) if (mask[i] !== holder.modelMask[i]) changed++;
    return changed;
  }, mode);
}

/** Waits until the drawn pixel count satisfies `ok` (the scene renders on the next frames). */
export async function waitForPixels(
  page: Page,
  view: string,
  ok: (drawn: number) => boolean,
  what: string,
): Promise<number> {
  // By the clock, not by tries: each read of the canvas is slow on a busy machine.
  const deadline = Date.now() + 45_000;
  let drawn = -1;
  while (Date.now() < deadline) {
    drawn = await drawnPixels(page, view);
    if (ok(drawn)) return drawn;
    await page.waitForTimeout(250);
  }
  assert.fail(`${what}: ${drawn} pixels drawn`);
}

/** The drawn pixels' mean colour and how many distinct colours (in steps of 32 per channel) they have. */
export async function drawnColours(
  page: Page,
  view: string,
): Promise<{ drawn: number; mean: [number, number, number]; distinct: number }> {
  return page.getByRole('application', { name: view }).evaluate((element) => {
    const canvas = element.querySelector('canvas')!;
    const probe = document.createElement('canvas');
    probe.width = canvas.width;
    probe.height = canvas.height;
    const context = probe.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, probe.width, probe.height);
    const sum: [number, number, number] = [0, 0, 0];
    const buckets = new Set<number>();
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.abs(r - 0x1b) + Math.abs(g - 0x1e) + Math.abs(b - 0x24) <= 24) continue;
      drawn++;
      sum[0] += r;
      sum[1] += g;
      sum[2] += b;
      buckets.add(((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5));
    }
    const mean = sum.map((s) => Math.round(s / Math.max(1, drawn))) as [number, number, number];
    return { drawn, mean, distinct: buckets.size };
  });
}
