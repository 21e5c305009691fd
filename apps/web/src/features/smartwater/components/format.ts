import type { SensorState, WaterAsset } from '@spatium/contracts';

export const stateBadgeColors: Record<SensorState, string> = {
  ok: 'green',
  low: 'red',
  high: 'red',
  no_data: 'gray',
};

/** How an asset shows on the map: needs attention (an open alert or a sensor out of range), fine, or silent. */
export type AssetState = 'alert' | 'ok' | 'no_data';
export const assetColors: Record<AssetState, string> = {
  alert: '#e03131',
  ok: '#2f9e44',
  no_data: '#868e96',
};

export function assetState(asset: WaterAsset): AssetState {
  const states = asset.sensors.map((sensor) => sensor.state);
  if (asset.open_alerts > 0 || states.includes('low') || states.includes('high')) return 'alert';
  if (states.length === 0 || states.includes('no_data')) return 'no_data';
  return 'ok';
}

export function formatValue(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
