import type { AlertDirection, SensorState } from '@spatium/contracts';

export interface Thresholds {
  low: number | null;
  high: number | null;
}

/** Where a value stands against a sensor's thresholds (a value on a threshold is still in range). */
export function stateOf(value: number | undefined, thresholds: Thresholds): SensorState {
  if (value === undefined) return 'no_data';
  if (thresholds.low !== null && value < thresholds.low) return 'low';
  if (thresholds.high !== null && value > thresholds.high) return 'high';
  return 'ok';
}

export interface Crossing {
  direction: AlertDirection;
  threshold: number;
  value: number;
  time: Date;
}

/**
 * The readings of one sensor, in time order, that cross a threshold: out of range where the reading
 * before was not out that way. A value that stays out raises nothing more; the first crossing per
 * direction is enough, as a sensor holds one open alert per direction.
 */
export function crossingsOf(
  readings: { time: Date; value: number }[],
  previous: number | undefined,
  thresholds: Thresholds,
): Crossing[] {
  const found = new Map<AlertDirection, Crossing>();
  let before = stateOf(previous, thresholds);
  for (const reading of readings) {
    const state = stateOf(reading.value, thresholds);
    if ((state === 'low' || state === 'high') && state !== before && !found.has(state)) {
      const threshold = (state === 'low' ? thresholds.low : thresholds.high) as number;
      found.set(state, { direction: state, threshold, value: reading.value, time: reading.time });
    }
    before = state;
  }
  return [...found.values()];
}
