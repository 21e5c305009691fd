type Position = [number, number];

const EARTH_RADIUS = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle length of a path, in metres (haversine). */
export function pathLength(path: Position[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const [lon1, lat1] = path[i - 1]!;
    const [lon2, lat2] = path[i]!;
    const a =
      Math.sin(rad(lat2 - lat1) / 2) ** 2 +
      Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
    total += 2 * EARTH_RADIUS * Math.asin(Math.sqrt(a));
  }
  return total;
}

/** Area enclosed by a ring on the sphere, in square metres (the ring need not be closed). */
export function ringArea(ring: Position[]): number {
  if (ring.length < 3) return 0;
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lon1, lat1] = ring[i]!;
    const [lon2, lat2] = ring[(i + 1) % ring.length]!;
    sum += rad(lon2 - lon1) * (2 + Math.sin(rad(lat1)) + Math.sin(rad(lat2)));
  }
  return Math.abs((sum * EARTH_RADIUS * EARTH_RADIUS) / 2);
}
