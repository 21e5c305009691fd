import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { users } from '../users/users.schema.ts';
import { waterAlerts, waterAssets, waterReadings, waterSensors } from './smartwater.schema.ts';

export type WaterAssetRow = typeof waterAssets.$inferSelect;
export type WaterSensorRow = typeof waterSensors.$inferSelect & {
  latest: { time: Date; value: number } | null;
};
export interface WaterAlertRow {
  alert: typeof waterAlerts.$inferSelect;
  sensorName: string;
  unit: string;
  assetId: number;
  assetName: string;
  acknowledger: { id: number; email: string; firstname: string; lastname: string } | null;
}

/** `companyIds` undefined: any company (role 3); otherwise only rows of these companies are found. */
type Tenants = number[] | undefined;
const within = (column: typeof waterSensors.companyId, tenants: Tenants) =>
  tenants === undefined ? undefined : inArray(column, tenants);

export function listAssets(db: Executor, companyId: number): Promise<WaterAssetRow[]> {
  return db
    .select()
    .from(waterAssets)
    .where(eq(waterAssets.companyId, companyId))
    .orderBy(asc(waterAssets.name), asc(waterAssets.id));
}

// The latest reading of each sensor walks the (sensor, time) primary key backwards once per sensor.
const latestReading = sql<{ time: string; value: number } | null>`(
  SELECT json_build_object('time', r.time, 'value', r.value) FROM water_readings r
  WHERE r.sensor_id = ${waterSensors.id} ORDER BY r.time DESC LIMIT 1)`;

async function selectSensors(db: Executor, where: SQL | undefined): Promise<WaterSensorRow[]> {
  const rows = await db
    .select({ sensor: waterSensors, latest: latestReading })
    .from(waterSensors)
    .where(where)
    .orderBy(asc(waterSensors.assetId), asc(waterSensors.id));
  return rows.map((row) => ({
    ...row.sensor,
    latest: row.latest ? { time: new Date(row.latest.time), value: row.latest.value } : null,
  }));
}

export function listSensors(db: Executor, companyId: number): Promise<WaterSensorRow[]> {
  return selectSensors(db, eq(waterSensors.companyId, companyId));
}

export async function findSensor(
  db: Executor,
  id: number,
  tenants: Tenants,
): Promise<WaterSensorRow | undefined> {
  return (await selectSensors(db, and(eq(waterSensors.id, id), within(waterSensors.companyId, tenants))))[0];
}

/** Of these sensor ids, those of the company, with their thresholds. */
export function sensorsOfCompany(db: Executor, companyId: number, ids: number[]) {
  return db
    .select({ id: waterSensors.id, low: waterSensors.low, high: waterSensors.high })
    .from(waterSensors)
    .where(and(eq(waterSensors.companyId, companyId), inArray(waterSensors.id, ids)));
}

export async function updateThresholds(
  db: Executor,
  id: number,
  companyId: number,
  thresholds: { low: number | null; high: number | null },
): Promise<void> {
  await db
    .update(waterSensors)
    .set(thresholds)
    .where(and(eq(waterSensors.id, id), eq(waterSensors.companyId, companyId)));
}

/** Readings in [from, to) averaged into buckets of `bucketSeconds`, counted from `from`. */
export async function binnedReadings(
  db: Executor,
  sensorId: number,
  range: { from: Date; to: Date; bucketSeconds: number },
): Promise<{ time: Date; value: number; min: number; max: number }[]> {
  const stride = `${range.bucketSeconds} seconds`;
  const result = await db.execute<{ bucket: string; value: number; min: number; max: number }>(sql`
    SELECT date_bin(${stride}::interval, time, ${range.from.toISOString()}::timestamptz) AS bucket,
           avg(value)::float8 AS value, min(value)::float8 AS min, max(value)::float8 AS max
    FROM water_readings
    WHERE sensor_id = ${sensorId} AND time >= ${range.from.toISOString()}::timestamptz
      AND time < ${range.to.toISOString()}::timestamptz
    GROUP BY 1 ORDER BY 1`);
  return result.rows.map((row) => ({
    time: new Date(row.bucket),
    value: row.value,
    min: row.min,
    max: row.max,
  }));
}

/** Each sensor's latest stored reading before a time: where a batch's first reading crosses from. */
export async function readingsBefore(
  db: Executor,
  firstTimes: { sensorId: number; time: Date }[],
): Promise<Map<number, number>> {
  if (firstTimes.length === 0) return new Map();
  // Two array parameters as PostgreSQL array literals (drizzle would spread a JS array into a list).
  const sensorIds = `{${firstTimes.map((f) => f.sensorId).join(',')}}`;
  const times = `{${firstTimes.map((f) => f.time.toISOString()).join(',')}}`;
  const result = await db.execute<{ sensor_id: number; value: number }>(sql`
    SELECT f.sensor_id, p.value
    FROM unnest(${sensorIds}::int[], ${times}::timestamptz[])
      AS f(sensor_id, time)
    CROSS JOIN LATERAL (
      SELECT r.value FROM water_readings r WHERE r.sensor_id = f.sensor_id AND r.time < f.time
      ORDER BY r.time DESC LIMIT 1) p`);
  return new Map(result.rows.map((row) => [row.sensor_id, row.value]));
}

/** Stores readings; a reading of the same sensor and time replaces the one stored (a resent batch). */
export async function upsertReadings(
  db: Executor,
  readings: { sensorId: number; time: Date; value: number }[],
): Promise<void> {
  // PostgreSQL takes at most 65 535 parameters per statement: 3 per reading.
  for (let start = 0; start < readings.length; start += 5000) {
    await db
      .insert(waterReadings)
      .values(readings.slice(start, start + 5000))
      .onConflictDoUpdate({
        target: [waterReadings.sensorId, waterReadings.time],
        set: { value: sql`excluded.value` },
      });
  }
}

/** Raises alerts; one already open for the same sensor and direction wins. Answers the new ids. */
export async function insertAlerts(
  db: Executor,
  alerts: (typeof waterAlerts.$inferInsert)[],
): Promise<number[]> {
  if (alerts.length === 0) return [];
  const rows = await db
    .insert(waterAlerts)
    .values(alerts)
    .onConflictDoNothing({
      target: [waterAlerts.sensorId, waterAlerts.direction],
      where: sql`acknowledged_at is null`,
    })
    .returning({ id: waterAlerts.id });
  return rows.map((row) => row.id);
}

async function selectAlerts(db: Executor, where: SQL | undefined, limit: number): Promise<WaterAlertRow[]> {
  const rows = await db
    .select({
      alert: waterAlerts,
      sensorName: waterSensors.name,
      unit: waterSensors.unit,
      assetId: waterAssets.id,
      assetName: waterAssets.name,
      acknowledgerId: users.id,
      email: users.email,
      details: users.details,
    })
    .from(waterAlerts)
    .innerJoin(waterSensors, eq(waterSensors.id, waterAlerts.sensorId))
    .innerJoin(waterAssets, eq(waterAssets.id, waterSensors.assetId))
    .leftJoin(users, eq(users.id, waterAlerts.acknowledgedBy))
    .where(where)
    .orderBy(desc(waterAlerts.raisedAt), desc(waterAlerts.id))
    .limit(limit);
  return rows.map((row) => ({
    alert: row.alert,
    sensorName: row.sensorName,
    unit: row.unit,
    assetId: row.assetId,
    assetName: row.assetName,
    acknowledger:
      row.acknowledgerId === null
        ? null
        : {
            id: row.acknowledgerId,
            email: row.email ?? '',
            firstname: row.details?.firstname ?? '',
            lastname: row.details?.lastname ?? '',
          },
  }));
}

export function listAlerts(db: Executor, companyId: number, onlyOpen: boolean): Promise<WaterAlertRow[]> {
  return selectAlerts(
    db,
    and(eq(waterAlerts.companyId, companyId), onlyOpen ? isNull(waterAlerts.acknowledgedAt) : undefined),
    200,
  );
}

export async function findAlert(
  db: Executor,
  id: number,
  tenants: Tenants,
): Promise<WaterAlertRow | undefined> {
  return (
    await selectAlerts(
      db,
      and(
        eq(waterAlerts.id, id),
        tenants === undefined ? undefined : inArray(waterAlerts.companyId, tenants),
      ),
      1,
    )
  )[0];
}

export function findAlertsByIds(db: Executor, companyId: number, ids: number[]): Promise<WaterAlertRow[]> {
  return selectAlerts(
    db,
    and(eq(waterAlerts.companyId, companyId), inArray(waterAlerts.id, ids)),
    ids.length,
  );
}

/** Marks an open alert acknowledged; false when it was not open (already acknowledged). */
export async function acknowledgeAlert(
  db: Executor,
  id: number,
  companyId: number,
  by: { userId: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(waterAlerts)
    .set({ acknowledgedAt: by.at, acknowledgedBy: by.userId })
    .where(
      and(eq(waterAlerts.id, id), eq(waterAlerts.companyId, companyId), isNull(waterAlerts.acknowledgedAt)),
    )
    .returning({ id: waterAlerts.id });
  return rows.length > 0;
}

/** Open alerts per asset of the company. */
export async function openAlertCounts(db: Executor, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ assetId: waterSensors.assetId, count: sql<number>`count(*)::int` })
    .from(waterAlerts)
    .innerJoin(waterSensors, eq(waterSensors.id, waterAlerts.sensorId))
    .where(and(eq(waterAlerts.companyId, companyId), isNull(waterAlerts.acknowledgedAt)))
    .groupBy(waterSensors.assetId);
  return new Map(rows.map((row) => [row.assetId, row.count]));
}
