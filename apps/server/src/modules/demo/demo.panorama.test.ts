import { describe, expect, it } from 'vitest';
import { renderPanorama } from './demo.panorama.ts';
import { type DemoSceneKey, demoScenes } from './demo.scenes.ts';

const keys = Object.keys(demoScenes) as DemoSceneKey[];

function luminance(pixels: Buffer, width: number, x: number, y: number): number {
  const i = (y * width + x) * 3;
  return 0.3 * pixels[i]! + 0.59 * pixels[i + 1]! + 0.11 * pixels[i + 2]!;
}

describe('demo panoramas', () => {
  it.each(keys)('draws %s with structure, not a flat colour', async (key) => {
    const [width, height] = [512, 256];
    const pixels = await renderPanorama(demoScenes[key], width, height);
    let sum = 0;
    let squares = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const l = luminance(pixels, width, x, y);
        sum += l;
        squares += l * l;
      }
    const mean = sum / (width * height);
    expect(Math.sqrt(squares / (width * height) - mean * mean)).toBeGreaterThan(15);
    // Edges: neighbouring columns differ sharply somewhere on the horizon row (walls, buildings, doors).
    let edges = 0;
    const row = Math.round(height * 0.52);
    for (let x = 1; x < width; x++)
      if (Math.abs(luminance(pixels, width, x, row) - luminance(pixels, width, x - 1, row)) > 25) edges++;
    expect(edges).toBeGreaterThan(1);
  });

  it('draws the same image every time', async () => {
    const scene = demoScenes.blockBLiving;
    const [first, second] = await Promise.all([
      renderPanorama(scene, 256, 128),
      renderPanorama(scene, 256, 128),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('bends straight walls as a 360° camera does: a wall edge is a curve in the image', async () => {
    // The room's floor edge on the wall straight ahead sits lower in the middle than to the sides.
    const [width, height] = [1024, 512];
    const pixels = await renderPanorama(demoScenes.havnelageretHall, width, height);
    const floorEdge = (x: number) => {
      for (let y = height - 1; y > height / 2; y--) {
        const below = luminance(pixels, width, x, y);
        const above = luminance(pixels, width, x, y - 3);
        if (Math.abs(below - above) > 30) return y;
      }
      return -1;
    };
    const centre = floorEdge(width / 2);
    const side = floorEdge(width / 2 + 60);
    expect(centre).toBeGreaterThan(height / 2);
    expect(side).toBeGreaterThan(height / 2);
    expect(centre).not.toBe(side);
  });
});
