import { z } from 'zod';
import { id, text, urlId } from '../core/primitives.ts';

/** The longest span one readings call covers: a month of a sensor at most. */
export const smartwaterMaxRangeDays = 31;
/** About how many points a readings call answers at most: longer spans are averaged into buckets. */
export const smartwaterMaxPoints = 500;
/** How many readings one ingestion call may carry. */
export const smartwaterBatchMax = 1000;
/** How far ahead of the server's clock a reading's time may be (a gateway's clock drifts a little). */
export const smartwaterClockSkewSeconds = 300;

export const WaterAssetKind = z.enum(['pump_station', 'reservoir', 'valve', 'flow_meter']);
export type WaterAssetKind = z.infer<typeof WaterAssetKind>;

export const SensorQuantity = z.enum(['pressure', 'flow', 'level', 'temperature']);
export type SensorQuantity = z.infer<typeof SensorQuantity>;

/** Where a sensor's latest reading stands against its thresholds; `no_data` before its first reading. */
export const SensorState = z.enum(['ok', 'low', 'high', 'no_data']);
export type SensorState = z.infer<typeof SensorState>;

/** Which threshold a reading crossed. */
export const AlertDirection = z.enum(['low', 'high']);
export type AlertDirection = z.infer<typeof AlertDirection>;

export const WaterReading = z.object({
  time: text().describe('ISO 8601 time of the reading (UTC)'),
  value: z.number(),
});
export type WaterReading = z.infer<typeof WaterReading>;

/** A sensor on an asset, with its latest reading and where it stands. */
export const WaterSensor = z.object({
  id: z.number().int(),
  asset: z.number().int(),
  name: text(),
  quantity: SensorQuantity,
  unit: text().describe('e.g. bar, l/s, m, °C'),
  low: z.number().nullable().describe('An alert is raised when a reading falls below this'),
  high: z.number().nullable().describe('An alert is raised when a reading rises above this'),
  latest: WaterReading.nullable(),
  state: SensorState,
  abilities: z.object({ edit_thresholds: z.boolean() }),
});
export type WaterSensor = z.infer<typeof WaterSensor>;

/** A point of the water network (WGS84), its sensors and how many of its alerts are open. */
export const WaterAsset = z.object({
  id: z.number().int(),
  company: z.number().int(),
  name: text(),
  kind: WaterAssetKind,
  lat: z.number(),
  lon: z.number(),
  oldsubproject: z.number().int().nullable().describe('The sub-project the asset belongs to, if any'),
  sensors: z.array(WaterSensor),
  open_alerts: z.number().int(),
});
export type WaterAsset = z.infer<typeof WaterAsset>;

export const SmartwaterCompanyQuery = z.object({
  company: urlId().optional().describe('Company id; the caller’s active company when absent'),
});
export type SmartwaterCompanyQuery = z.infer<typeof SmartwaterCompanyQuery>;

const isoTime = () =>
  z.iso.datetime({ offset: true, error: 'Give the time as ISO 8601, e.g. 2026-05-01T12:00:00Z' });

export const SensorReadingsQuery = z
  .object({
    from: isoTime().describe('Start of the span (inclusive)'),
    to: isoTime().describe('End of the span (exclusive)'),
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { error: '`from` must be before `to`', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= smartwaterMaxRangeDays * 86_400_000, {
    error: `A span may cover at most ${smartwaterMaxRangeDays} days`,
    path: ['to'],
  });
export type SensorReadingsQuery = z.infer<typeof SensorReadingsQuery>;

/** One bucket of readings: their mean, and the lowest and highest within it. */
export const SensorReadingPoint = z.object({
  time: text().describe('Start of the bucket'),
  value: z.number(),
  min: z.number(),
  max: z.number(),
});
export type SensorReadingPoint = z.infer<typeof SensorReadingPoint>;

export const SensorReadings = z.object({
  sensor: WaterSensor,
  from: text(),
  to: text(),
  bucket_seconds: z.number().int().describe('How many seconds each point averages'),
  points: z.array(SensorReadingPoint),
});
export type SensorReadings = z.infer<typeof SensorReadings>;

export const SensorThresholdsBody = z
  .object({
    low: z.number().finite().nullable().describe('null: no lower threshold'),
    high: z.number().finite().nullable().describe('null: no upper threshold'),
  })
  .refine((t) => t.low === null || t.high === null || t.low < t.high, {
    error: 'The low threshold must be below the high one',
    path: ['high'],
  });
export type SensorThresholdsBody = z.infer<typeof SensorThresholdsBody>;

/**
 * A reading crossed a threshold. Open until a user acknowledges it; a sensor has at most one open alert
 * per direction, so a value that stays out of range does not raise another.
 */
export const WaterAlert = z.object({
  id: z.number().int(),
  sensor: z.number().int(),
  sensor_name: text(),
  unit: text(),
  asset: z.number().int(),
  asset_name: text(),
  direction: AlertDirection,
  threshold: z.number(),
  value: z.number().describe('The reading that crossed the threshold'),
  raised_at: text().describe('The time of that reading'),
  acknowledged_at: text().nullable(),
  acknowledged_by: z.object({ id: z.number().int(), name: text() }).nullable(),
  abilities: z.object({ acknowledge: z.boolean() }),
});
export type WaterAlert = z.infer<typeof WaterAlert>;

export const WaterAlertsQuery = SmartwaterCompanyQuery.extend({
  status: z.enum(['open', 'all']).default('open').describe('all: the latest 200, acknowledged ones too'),
});
export type WaterAlertsQuery = z.infer<typeof WaterAlertsQuery>;

/** What a sensor gateway posts: readings of its company's sensors, stored all or none. */
export const IngestReadingsBody = z.object({
  readings: z
    .array(
      z.object({
        sensor: id().describe('A sensor of the token’s company'),
        time: isoTime(),
        value: z.number({ error: 'A reading’s value must be a number' }).finite(),
      }),
    )
    .min(1, 'Send at least one reading')
    .max(smartwaterBatchMax, `Send at most ${smartwaterBatchMax} readings per call`),
});
export type IngestReadingsBody = z.infer<typeof IngestReadingsBody>;

export const IngestReadingsResult = z.object({
  stored: z.number().int(),
  alerts_raised: z.number().int(),
});
export type IngestReadingsResult = z.infer<typeof IngestReadingsResult>;
