// vt-pbf ships no types; only the call this module makes is declared.
declare module 'vt-pbf' {
  export function fromGeojsonVt(
    layers: Record<string, { features: unknown[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
