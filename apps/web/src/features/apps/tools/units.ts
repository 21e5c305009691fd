/** Units per quantity, as the factor that turns one of them into the quantity's base unit. */
export const quantities = {
  length: {
    m: 1,
    km: 1000,
    cm: 0.01,
    mm: 0.001,
    ft: 0.3048,
    in: 0.0254,
    yd: 0.9144,
    mi: 1609.344,
    nmi: 1852,
  },
  area: { m2: 1, km2: 1e6, ha: 1e4, daa: 1000, ft2: 0.09290304, ac: 4046.8564224 },
  volume: { m3: 1, l: 0.001, dm3: 0.001, ft3: 0.028316846592, yd3: 0.764554857984, galUs: 0.003785411784 },
  // Norwegian surveying reads angles in gon (400 to the turn).
  angle: { deg: 1, gon: 0.9, rad: 180 / Math.PI, mil: 360 / 6400 },
} as const;

export type Quantity = keyof typeof quantities;
export type UnitOf<Q extends Quantity> = keyof (typeof quantities)[Q];

export function convert<Q extends Quantity>(
  quantity: Q,
  value: number,
  from: UnitOf<Q>,
  to: UnitOf<Q>,
): number {
  const table = quantities[quantity] as Record<UnitOf<Q>, number>;
  return (value * table[from]) / table[to];
}
