/**
 * WGS84 ↔ EUREF89 UTM (zones 32, 33 and 35 as used in Norway), written out from the Krüger series of the
 * transverse Mercator projection (to third order in n, well under a millimetre within a zone).
 * EUREF89 is ETRS89 on the GRS80 ellipsoid; it and WGS84 differ by well under a metre in Norway, less
 * than a hand-held GNSS reading, so this converter treats them as the same datum.
 */

// GRS80: EUREF89's ellipsoid (WGS84's flattening differs in the 11th digit).
const a = 6_378_137;
const f = 1 / 298.257222101;
const k0 = 0.9996;
const falseEasting = 500_000;

const n = f / (2 - f);
const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
const alpha = [
  n / 2 - (2 / 3) * n ** 2 + (5 / 16) * n ** 3,
  (13 / 48) * n ** 2 - (3 / 5) * n ** 3,
  (61 / 240) * n ** 3,
];
const beta = [
  n / 2 - (2 / 3) * n ** 2 + (37 / 96) * n ** 3,
  (1 / 48) * n ** 2 + (1 / 15) * n ** 3,
  (17 / 480) * n ** 3,
];
const delta = [
  2 * n - (2 / 3) * n ** 2 - 2 * n ** 3,
  (7 / 3) * n ** 2 - (8 / 5) * n ** 3,
  (56 / 15) * n ** 3,
];
const e = (2 * Math.sqrt(n)) / (1 + n);

export const norwegianZones = [32, 33, 35] as const;
export type NorwegianZone = (typeof norwegianZones)[number];

export interface LatLon {
  lat: number;
  lon: number;
}
export interface Utm {
  zone: number;
  easting: number;
  northing: number;
}

const rad = Math.PI / 180;
const centralMeridian = (zone: number) => (zone * 6 - 183) * rad;

/** Geographic degrees to UTM (northern hemisphere) in `zone`. */
export function toUtm({ lat, lon }: LatLon, zone: number): Utm {
  const phi = lat * rad;
  const lambda = lon * rad - centralMeridian(zone);
  const sinPhi = Math.sin(phi);
  const t = Math.sinh(Math.atanh(sinPhi) - e * Math.atanh(e * sinPhi));
  const xi = Math.atan2(t, Math.cos(lambda));
  const eta = Math.atanh(Math.sin(lambda) / Math.sqrt(1 + t * t));
  let easting = eta;
  let northing = xi;
  alpha.forEach((coefficient, i) => {
    const j = 2 * (i + 1);
    easting += coefficient * Math.cos(j * xi) * Math.sinh(j * eta);
    northing += coefficient * Math.sin(j * xi) * Math.cosh(j * eta);
  });
  return { zone, easting: falseEasting + k0 * A * easting, northing: k0 * A * northing };
}

/** UTM (northern hemisphere) to geographic degrees. */
export function fromUtm({ zone, easting, northing }: Utm): LatLon {
  const xi = northing / (k0 * A);
  const eta = (easting - falseEasting) / (k0 * A);
  let xiPrime = xi;
  let etaPrime = eta;
  beta.forEach((coefficient, i) => {
    const j = 2 * (i + 1);
    xiPrime -= coefficient * Math.sin(j * xi) * Math.cosh(j * eta);
    etaPrime -= coefficient * Math.cos(j * xi) * Math.sinh(j * eta);
  });
  const chi = Math.asin(Math.sin(xiPrime) / Math.cosh(etaPrime));
  let phi = chi;
  delta.forEach((coefficient, i) => {
    phi += coefficient * Math.sin(2 * (i + 1) * chi);
  });
  const lambda = centralMeridian(zone) + Math.atan2(Math.sinh(etaPrime), Math.cos(xiPrime));
  return { lat: phi / rad, lon: lambda / rad };
}

/** The standard UTM zone of a longitude, ignoring Norway's grid exceptions (the user picks 32/33/35). */
export function naturalZone(lon: number): number {
  return Math.floor((lon + 180) / 6) + 1;
}
