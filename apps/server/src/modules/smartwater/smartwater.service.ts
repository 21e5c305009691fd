import {
  type IngestReadingsBody,
  type IngestReadingsResult,
  type SensorReadings,
  type SensorReadingsQuery,
  type SensorThresholdsBody,
  smartwaterClockSkewSeconds,
  smartwaterMaxPoints,
  type WaterAlert,
  type WaterAlertsQuery,
  type WaterAsset,
  type WaterSensor,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope, relatedCompanies } from '../companies/index.ts';
import { getOverrides } from '../settings/index.ts';
import { type Crossing, crossingsOf } from './smartwater.alerts.ts';
import { announceAlerts } from './smartwater.events.ts';
import { smartwaterPolicy } from './smartwater.policy.ts';
import { presentAlert, presentAsset, presentSensor } from './smartwater.presenter.ts';
import {
  acknowledgeAlert,
  binnedReadings,
  findAlert,
  findAlertsByIds,
  findSensor,
  insertAlerts,
  listAlerts,
  listAssets,
  listSensors,
  openAlertCounts,
  readingsBefore,
  sensorsOfCompany,
  updateThresholds,
  upsertReadings,
} from './smartwater.repository.ts';

/** Who calls, and on which domain (SPEC §6: a domain's `disable_smartwater` turns the page off). */
export interface SmartwaterCaller {
  actor: Actor;
  domain: string;
}

/** The water network: assets, sensors, readings, thresholds and alerts, within one company. */
export class SmartwaterService {
  private readonly ctx: ServiceContext;

  constructor(ctx: ServiceContext) {
    this.ctx = ctx;
  }

  async assets(caller: SmartwaterCaller, requested: number | undefined): Promise<WaterAsset[]> {
    const { scope, companyId } = await this.readable(caller, requested);
    const [assets, sensors, counts] = await Promise.all([
      listAssets(this.ctx.db, companyId),
      listSensors(this.ctx.db, companyId),
      openAlertCounts(this.ctx.db, companyId),
    ]);
    return assets.map((asset) =>
      presentAsset(
        scope,
        asset,
        sensors.filter((sensor) => sensor.assetId === asset.id),
        counts.get(asset.id) ?? 0,
      ),
    );
  }

  async readings(caller: SmartwaterCaller, id: number, query: SensorReadingsQuery): Promise<SensorReadings> {
    const scope = await this.scopeOf(caller);
    const sensor = await findSensor(this.ctx.db, id, relatedCompanies(scope));
    if (!sensor || !smartwaterPolicy.reads(scope, sensor.companyId)) throw notFound('The sensor');
    const from = new Date(query.from);
    const to = new Date(query.to);
    // Whole minutes, and never finer than a minute: a gateway reports every few minutes at most.
    const span = (to.getTime() - from.getTime()) / 1000;
    const bucketSeconds = Math.max(60, Math.ceil(span / smartwaterMaxPoints / 60) * 60);
    const points = await binnedReadings(this.ctx.db, id, { from, to, bucketSeconds });
    return {
      sensor: presentSensor(scope, sensor),
      from: from.toISOString(),
      to: to.toISOString(),
      bucket_seconds: bucketSeconds,
      points: points.map((point) => ({ ...point, time: point.time.toISOString() })),
    };
  }

  async setThresholds(
    caller: SmartwaterCaller,
    id: number,
    body: SensorThresholdsBody,
  ): Promise<WaterSensor> {
    const scope = await this.scopeOf(caller);
    const sensor = await findSensor(this.ctx.db, id, relatedCompanies(scope));
    if (!sensor || !smartwaterPolicy.reads(scope, sensor.companyId)) throw notFound('The sensor');
    if (!smartwaterPolicy.setsThresholds(scope, sensor.companyId)) throw forbidden();
    await updateThresholds(this.ctx.db, id, sensor.companyId, body);
    return presentSensor(scope, { ...sensor, low: body.low, high: body.high });
  }

  async alerts(caller: SmartwaterCaller, query: WaterAlertsQuery): Promise<WaterAlert[]> {
    const { scope, companyId } = await this.readable(caller, query.company);
    const rows = await listAlerts(this.ctx.db, companyId, query.status === 'open');
    const mayAcknowledge = smartwaterPolicy.acknowledges(scope, companyId);
    return rows.map((row) => presentAlert(row, mayAcknowledge));
  }

  /**
   * Records who saw an alert and when. There is no undo: the record is the point, and it hides
   * nothing (the list of all alerts keeps it); a condition that returns raises a new alert.
   */
  async acknowledge(caller: SmartwaterCaller, id: number): Promise<WaterAlert> {
    const scope = await this.scopeOf(caller);
    const row = await findAlert(this.ctx.db, id, relatedCompanies(scope));
    if (!row || !smartwaterPolicy.reads(scope, row.alert.companyId)) throw notFound('The alert');
    const companyId = row.alert.companyId;
    if (!smartwaterPolicy.acknowledges(scope, companyId)) throw forbidden();
    const done = await acknowledgeAlert(this.ctx.db, id, companyId, { userId: scope.userId, at: new Date() });
    if (!done) throw conflict('This alert is already acknowledged.', 'smartwater.already_acknowledged');
    const [updated] = await findAlertsByIds(this.ctx.db, companyId, [id]);
    const result = presentAlert(updated!, true);
    announceAlerts(this.ctx, companyId, 'updated', [result]);
    return result;
  }

  /**
   * A gateway's batch, stored all or none: every sensor must be the token's company's, every time at
   * most a little ahead of the server's clock, no sensor and time twice. Crossings raise alerts in the
   * same transaction; the company hears of them once it has committed.
   */
  async ingest(actor: Actor, body: IngestReadingsBody): Promise<IngestReadingsResult> {
    if (actor.scope !== 'api')
      throw new HttpError(
        403,
        'Readings are posted by a sensor gateway with an API token (Authorization: Bearer spt_…).',
        'smartwater.api_token_required',
      );
    const companyId = actor.companyId;
    if (companyId === null) throw notFound('The company');
    const readings = body.readings.map((r) => ({
      sensorId: r.sensor,
      time: new Date(r.time),
      value: r.value,
    }));
    checkBatch(readings);
    const sensorIds = [...new Set(readings.map((r) => r.sensorId))];

    const raised = await this.ctx.db.transaction(async (tx) => {
      const sensors = await sensorsOfCompany(tx, companyId, sensorIds);
      const known = new Map(sensors.map((s) => [s.id, s]));
      const unknown = sensorIds.filter((id) => !known.has(id));
      // The same answer for another company's sensor as for a missing one: nothing is revealed.
      if (unknown.length > 0)
        throw badRequest(
          `No sensor of your company has the id ${unknown.slice(0, 10).join(', ')}. Nothing was stored.`,
          'smartwater.unknown_sensor',
        );
      const bySensor = new Map<number, { time: Date; value: number }[]>();
      for (const r of readings) bySensor.set(r.sensorId, [...(bySensor.get(r.sensorId) ?? []), r]);
      for (const list of bySensor.values()) list.sort((a, b) => a.time.getTime() - b.time.getTime());
      const before = await readingsBefore(
        tx,
        [...bySensor].map(([sensorId, list]) => ({ sensorId, time: list[0]!.time })),
      );
      await upsertReadings(tx, readings);
      const crossings: (Crossing & { sensorId: number })[] = [];
      for (const [sensorId, list] of bySensor)
        for (const crossing of crossingsOf(list, before.get(sensorId), known.get(sensorId)!))
          crossings.push({ ...crossing, sensorId });
      return insertAlerts(
        tx,
        crossings.map((c) => ({
          companyId,
          sensorId: c.sensorId,
          direction: c.direction,
          threshold: c.threshold,
          value: c.value,
          raisedAt: c.time,
        })),
      );
    });
    if (raised.length > 0) {
      const rows = await findAlertsByIds(this.ctx.db, companyId, raised);
      announceAlerts(
        this.ctx,
        companyId,
        'created',
        rows.map((row) => presentAlert(row, true)),
      );
    }
    return { stored: readings.length, alerts_raised: raised.length };
  }

  private async scopeOf(caller: SmartwaterCaller): Promise<ActorScope> {
    if ((await getOverrides(this.ctx.db, caller.domain)).disable_smartwater)
      throw new HttpError(403, 'Smartwater is turned off on this site.', 'smartwater.disabled');
    return loadActorScope(this.ctx.db, caller.actor);
  }

  /** The company a list shows (the caller's active one unless named), which the caller must read. */
  private async readable(caller: SmartwaterCaller, requested: number | undefined) {
    const scope = await this.scopeOf(caller);
    const companyId = requested ?? caller.actor.companyId;
    if (companyId === null || smartwaterPolicy.isOutsider(scope, companyId)) throw notFound('The company');
    if (!smartwaterPolicy.reads(scope, companyId)) throw forbidden();
    return { scope, companyId };
  }
}

function checkBatch(readings: { sensorId: number; time: Date }[]): void {
  const latest = Date.now() + smartwaterClockSkewSeconds * 1000;
  const future = readings.find((r) => r.time.getTime() > latest);
  if (future)
    throw badRequest(
      `A reading of sensor ${future.sensorId} is dated ${future.time.toISOString()}, in the future. Nothing was stored.`,
      'smartwater.future_reading',
    );
  const seen = new Set<string>();
  for (const r of readings) {
    const key = `${r.sensorId}@${r.time.getTime()}`;
    if (seen.has(key))
      throw badRequest(
        `Sensor ${r.sensorId} has two readings at ${r.time.toISOString()}. Nothing was stored.`,
        'smartwater.duplicate_reading',
      );
    seen.add(key);
  }
}
