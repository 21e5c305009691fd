import type { Coordinates } from '@spatium/contracts';

/** What the road-name importer (SPEC §3) found: a name, none within 50 m, or no answer from NVDB. */
export type RoadLookup = { found: true; name: string } | { found: false } | { unavailable: true };

export interface RoadNames {
  lookup(point: Coordinates): Promise<RoadLookup>;
}

interface Options {
  /** The NVDB API's base URL (NVDB_URL); tests point it at a local fake. */
  url: string;
  timeoutMs: number;
  log: { warn(obj: unknown, msg?: string): void };
  /** How many points to remember; the oldest is dropped first. */
  cacheSize?: number;
  cacheTtlMs?: number;
}

// ~1 m: two issues raised at the same spot share one NVDB call.
const cacheKey = ({ lat, lon }: Coordinates) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

/**
 * The road-name importer: GET /vegnett/api/v4/posisjon on NVDB, nearest road within 50 m. Answers
 * (found or not) are cached for a day; a timeout, a network error or an answer that is not NVDB's
 * shape is `unavailable`, never thrown, and is not cached, so the next issue tries again.
 */
export function nvdbRoadNames(options: Options): RoadNames {
  const cache = new Map<string, { at: number; result: RoadLookup }>();
  const size = options.cacheSize ?? 2000;
  const ttl = options.cacheTtlMs ?? 24 * 60 * 60 * 1000;

  return {
    async lookup(point) {
      const key = cacheKey(point);
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttl) return hit.result;
      const result = await ask(options, point);
      if (!('unavailable' in result)) {
        cache.delete(key);
        cache.set(key, { at: Date.now(), result });
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return result;
    },
  };
}

async function ask(options: Options, { lat, lon }: Coordinates): Promise<RoadLookup> {
  const url = new URL(`${options.url}/vegnett/api/v4/posisjon`);
  url.search = new URLSearchParams({
    lat: String(lat),
    lon: String(lon),
    srid: '4326',
    maks_avstand: '50',
    maks_antall: '1',
  }).toString();
  try {
    const response = await fetch(url, {
      // NVDB asks every client to name itself.
      headers: { accept: 'application/json', 'x-client': 'Spatium' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // NVDB answers 404 with an error list when nothing lies within maks_avstand.
    if (response.status === 404) return { found: false };
    if (!response.ok) throw new Error(`NVDB answered ${response.status}`);
    return readPositions(await response.json());
  } catch (error) {
    options.log.warn({ err: error }, 'NVDB road-name lookup failed');
    return { unavailable: true };
  }
}

/**
 * The street name of the nearest position: its address name where NVDB has one (streets in towns),
 * else the road's short reference ("EV39 S1D1 m1200"), which is how Norwegians name a country road.
 */
export function readPositions(body: unknown): RoadLookup {
  if (!Array.isArray(body)) throw new Error('NVDB answer is not a list of positions');
  const [first] = body as unknown[];
  if (first === undefined) return { found: false };
  if (typeof first !== 'object' || first === null) throw new Error('NVDB position is not an object');
  const position = first as { adresse?: { navn?: unknown }; vegsystemreferanse?: { kortform?: unknown } };
  const name = position.adresse?.navn ?? position.vegsystemreferanse?.kortform;
  if (typeof name !== 'string' || name.trim() === '') return { found: false };
  return { found: true, name: name.trim().slice(0, 200) };
}
