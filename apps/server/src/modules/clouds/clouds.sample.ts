import type { LasPoint } from './las.writer.ts';

/** ASPRS LAS classes used by the generated scans. */
export const LAS_CLASS = { ground: 2, lowVegetation: 3, highVegetation: 5, building: 6, road: 11 } as const;

/**
 * A laser scan of a street with a building, generated point by point (nothing is held in memory):
 * asphalt with lane markings, pavements, a four-storey building with windows, trees and lamp posts,
 * classified as a scanner's software would (ground, road, building, vegetation). Deterministic for a
 * seed; `origin` moves it to plausible map coordinates (UTM 32N, Oslo).
 */
export function* streetScan(
  count: number,
  seed: number,
  origin: [number, number, number] = [597_000, 6_643_000, 5],
): Generator<LasPoint> {
  let s = seed >>> 0;
  const random = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const grey = (v: number): [number, number, number] => [v, v, v].map((c) => Math.round(c * 65535)) as never;
  const rgb = (r: number, g: number, b: number): [number, number, number] =>
    [r, g, b].map((c) => Math.round(Math.min(1, Math.max(0, c)) * 65535)) as never;
  for (let i = 0; i < count; i++) {
    const pick = random();
    let x: number;
    let y: number;
    let z: number;
    let classification: number;
    let colour: [number, number, number];
    let intensity: number;
    if (pick < 0.4) {
      // The street: 120 m long, 9 m wide, cambered; dashed centre line.
      x = random() * 120;
      y = 11 + random() * 9;
      z = 0.08 * (1 - ((y - 15.5) / 4.5) ** 2) + random() * 0.01;
      const marking = Math.abs(y - 15.5) < 0.08 && x % 6 < 3;
      classification = LAS_CLASS.road;
      colour = marking ? grey(0.92) : grey(0.22 + random() * 0.06);
      intensity = marking ? 52_000 : 9_000 + random() * 4_000;
    } else if (pick < 0.55) {
      // Pavements and the grass verge on both sides.
      x = random() * 120;
      const side = random() < 0.5;
      y = side ? random() * 11 : 20 + random() * 10;
      const pavement = side ? y > 7 : y < 23;
      z = pavement ? 0.15 : 0.1 + 0.05 * Math.sin(x / 3) + random() * 0.03;
      classification = pavement ? LAS_CLASS.ground : LAS_CLASS.lowVegetation;
      colour = pavement ? grey(0.55 + random() * 0.05) : rgb(0.25, 0.45 + random() * 0.1, 0.18);
      intensity = pavement ? 20_000 + random() * 3_000 : 14_000 + random() * 5_000;
    } else if (pick < 0.88) {
      // The building: 40 × 14 m, 13 m high, its facade on the street; windows are darker glass.
      const along = random() * 108;
      z = random() * 13;
      if (along < 40) [x, y] = [40 + along, 24];
      else if (along < 54) [x, y] = [80, 24 + along - 40];
      else if (along < 94) [x, y] = [80 - (along - 54), 38];
      else [x, y] = [40, 38 - (along - 94)];
      const storey = z % 3.25;
      const bay = (along % 4) / 4;
      const window = storey > 0.9 && storey < 2.4 && bay > 0.25 && bay < 0.75 && z > 1;
      classification = LAS_CLASS.building;
      colour = window ? rgb(0.18, 0.24, 0.3) : rgb(0.72, 0.42 + z / 60, 0.33);
      intensity = window ? 4_000 : 30_000 + random() * 6_000;
    } else if (pick < 0.97) {
      // Six trees along the far pavement: trunk and a round crown.
      const tree = Math.floor(random() * 6);
      const [cx, cy] = [12 + tree * 20, 8.5];
      if (random() < 0.15) {
        x = cx + (random() - 0.5) * 0.4;
        y = cy + (random() - 0.5) * 0.4;
        z = random() * 3;
        colour = rgb(0.35, 0.25, 0.15);
      } else {
        const theta = random() * 2 * Math.PI;
        const phi = Math.acos(2 * random() - 1);
        const r = 2.2 * Math.cbrt(random());
        x = cx + r * Math.sin(phi) * Math.cos(theta);
        y = cy + r * Math.sin(phi) * Math.sin(theta);
        z = 5 + r * Math.cos(phi);
        colour = rgb(0.2, 0.4 + random() * 0.2, 0.12);
      }
      classification = LAS_CLASS.highVegetation;
      intensity = 10_000 + random() * 8_000;
    } else {
      // Lamp posts on the near pavement every 25 m (classified with buildings: man-made).
      const post = Math.floor(random() * 5);
      x = 10 + post * 25 + (random() - 0.5) * 0.15;
      y = 21 + (random() - 0.5) * 0.15;
      z = random() * 7;
      classification = LAS_CLASS.building;
      colour = grey(0.35);
      intensity = 40_000;
    }
    yield {
      x: origin[0] + x,
      y: origin[1] + y,
      z: origin[2] + z,
      intensity: Math.round(intensity),
      returnNumber: classification === LAS_CLASS.highVegetation && random() < 0.4 ? 2 : 1,
      classification,
      rgb: colour,
    };
  }
}
