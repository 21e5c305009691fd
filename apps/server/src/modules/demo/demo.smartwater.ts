import type { Executor } from '../../platform/database/db.ts';
import { waterAlerts, waterAssets, waterReadings, waterSensors } from '../smartwater/smartwater.schema.ts';
import { seededRandom } from './demo.analytics.ts';

const quarterHour = 900_000;
const weekOfQuarters = 7 * 96;

/** Water demand through a day, 0 at night to 1 at the morning peak (hours in Norwegian time). */
function demandAt(time: number): number {
  const hour = (new Date(time).getUTCHours() + 1 + new Date(time).getUTCMinutes() / 60) % 24;
  const peak = (centre: number, width: number) => Math.exp(-(((hour - centre) / width) ** 2));
  return Math.min(1, 0.15 + 0.85 * peak(7.5, 1.6) + 0.65 * peak(19, 2.2));
}

type Curve = (time: number, demand: number, noise: number) => number;
interface DemoSensor {
  asset: number;
  name: string;
  quantity: 'pressure' | 'flow' | 'level' | 'temperature';
  unit: string;
  low: number | null;
  high: number | null;
  curve: Curve;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Voss's small water network for Nordvik Bygg (Fjordline has none): five assets, eight sensors and a
 * week of quarter-hourly readings on daily demand curves. The booster station's pressure has sagged
 * below its threshold for the last hour, which is the one open alert. Numbers come from a seeded
 * generator, so every first start shows the same network; times end at the seed's quarter hour.
 */
export async function seedDemoSmartwater(tx: Executor, companyId: number): Promise<void> {
  const assets = await tx
    .insert(waterAssets)
    .values([
      { companyId, name: 'Bømoen reservoir', kind: 'reservoir', lat: 60.6402, lon: 6.3853 },
      { companyId, name: 'Vangsvatnet pump station', kind: 'pump_station', lat: 60.6268, lon: 6.4102 },
      { companyId, name: 'Skulestadmo booster', kind: 'pump_station', lat: 60.6551, lon: 6.4397 },
      { companyId, name: 'Gjernes valve chamber', kind: 'valve', lat: 60.6205, lon: 6.4421 },
      { companyId, name: 'Tvilde flow meter', kind: 'flow_meter', lat: 60.6331, lon: 6.3951 },
    ])
    .returning({ id: waterAssets.id });
  const [reservoir, pumps, booster, valve, meter] = assets.map((a) => a.id) as number[];
  const end = Math.floor(Date.now() / quarterHour) * quarterHour;
  const sagFrom = end - 4 * quarterHour;
  const sensors: DemoSensor[] = [
    {
      asset: reservoir!,
      name: 'Water level',
      quantity: 'level',
      unit: 'm',
      low: 2,
      high: 9,
      // Drawn down by the day's demand, refilled at night.
      curve: (time, demand, noise) =>
        6.2 + 1.6 * Math.cos(((time / 3_600_000 + 1 - 4) / 24) * 2 * Math.PI) - demand * 0.4 + noise * 0.05,
    },
    {
      asset: reservoir!,
      name: 'Water temperature',
      quantity: 'temperature',
      unit: '°C',
      low: null,
      high: 12,
      curve: (_time, demand, noise) => 5.4 + demand * 0.3 + noise * 0.1,
    },
    {
      asset: pumps!,
      name: 'Outlet pressure',
      quantity: 'pressure',
      unit: 'bar',
      low: 3,
      high: 7,
      curve: (_time, demand, noise) => 5.6 - demand * 1.1 + noise * 0.08,
    },
    {
      asset: pumps!,
      name: 'Pumped flow',
      quantity: 'flow',
      unit: 'l/s',
      low: 5,
      high: 60,
      curve: (_time, demand, noise) => 14 + demand * 31 + noise * 1.5,
    },
    {
      asset: booster!,
      name: 'Outlet pressure',
      quantity: 'pressure',
      unit: 'bar',
      low: 2.5,
      high: 6.5,
      // The last hour's sag is the demo's open alert.
      curve: (time, demand, noise) =>
        time >= sagFrom ? 2.1 + noise * 0.05 : 4.6 - demand * 0.9 + noise * 0.07,
    },
    {
      asset: booster!,
      name: 'Booster flow',
      quantity: 'flow',
      unit: 'l/s',
      low: null,
      high: 25,
      curve: (_time, demand, noise) => 4 + demand * 11 + noise * 0.6,
    },
    {
      asset: valve!,
      name: 'Downstream pressure',
      quantity: 'pressure',
      unit: 'bar',
      low: 2,
      high: 6,
      curve: (_time, demand, noise) => 4.1 - demand * 0.7 + noise * 0.06,
    },
    {
      asset: meter!,
      name: 'District flow',
      quantity: 'flow',
      unit: 'l/s',
      low: 1,
      high: 40,
      curve: (_time, demand, noise) => 3 + demand * 17 + noise * 0.8,
    },
  ];
  const created = await tx
    .insert(waterSensors)
    .values(sensors.map(({ curve: _curve, ...sensor }) => ({ companyId, assetId: sensor.asset, ...sensor })))
    .returning({ id: waterSensors.id });
  const random = seededRandom(20_260_514);
  const readings: (typeof waterReadings.$inferInsert)[] = [];
  sensors.forEach((sensor, index) => {
    const sensorId = created[index]!.id;
    for (let step = weekOfQuarters - 1; step >= 0; step--) {
      const time = end - step * quarterHour;
      const value = sensor.curve(time, demandAt(time), random() * 2 - 1);
      readings.push({ sensorId, time: new Date(time), value: round(value, 2) });
    }
  });
  // 3 parameters a row, well under PostgreSQL's 65 535 per statement.
  for (let start = 0; start < readings.length; start += 5000)
    await tx.insert(waterReadings).values(readings.slice(start, start + 5000));
  const sagging = readings.find(
    (r) => r.sensorId === created[4]!.id && (r.time as Date).getTime() === sagFrom,
  )!;
  await tx.insert(waterAlerts).values({
    companyId,
    sensorId: sagging.sensorId,
    direction: 'low',
    threshold: 2.5,
    value: sagging.value,
    raisedAt: sagging.time,
  });
}
