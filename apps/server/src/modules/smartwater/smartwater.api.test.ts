import {
  adminRoutes,
  type IngestReadingsResult,
  smartwaterRoutes as r,
  type SensorReadings,
  type WaterAlert,
  type WaterAsset,
  type WaterSensor,
} from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { connectSocket, recordEvents, settle, validate } from '../../../test/support/sockets.ts';
import { companies } from '../companies/companies.schema.ts';
import { overrides } from '../settings/settings.schema.ts';
import { waterAlerts, waterAssets, waterReadings, waterSensors } from './smartwater.schema.ts';

const hour = 3_600_000;

describe('smartwater', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let sessions: Record<'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  let gateway: string;
  let outsiderGateway: string;
  let pressure: number;
  let level: number;
  let otherSensor: number;
  let reservoir: number;

  async function makeApiToken(session: string, company: number): Promise<string> {
    const created = await app.call<{ token: string }>(adminRoutes.createToken, {
      token: session,
      body: { name: 'Gateway', company },
    });
    expect(created.status).toBe(201);
    return created.body.token;
  }

  beforeAll(async () => {
    tenants = await buildTenants(app);
    // The other company's user administers it, so it can make a gateway token of its own.
    await app.db
      .update(companies)
      .set({ admins: sql`array_append(${companies.admins}, ${tenants.outsider.email})` })
      .where(eq(companies.id, tenants.otherCompany.id));
    sessions = {
      admin: await signInFresh(app, tenants.admin.email),
      companyAdmin: await signInFresh(app, tenants.companyAdmin.email),
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
    const [asset, otherAsset] = await app.db
      .insert(waterAssets)
      .values([
        { companyId: tenants.company.id, name: 'Høgda reservoir', kind: 'reservoir', lat: 63.43, lon: 10.39 },
        {
          companyId: tenants.otherCompany.id,
          name: 'Fjord pumps',
          kind: 'pump_station',
          lat: 60.4,
          lon: 5.3,
        },
      ])
      .returning();
    reservoir = asset!.id;
    const sensors = await app.db
      .insert(waterSensors)
      .values([
        {
          companyId: tenants.company.id,
          assetId: asset!.id,
          name: 'Outlet pressure',
          quantity: 'pressure',
          unit: 'bar',
          low: 2,
          high: 6,
        },
        {
          companyId: tenants.company.id,
          assetId: asset!.id,
          name: 'Water level',
          quantity: 'level',
          unit: 'm',
          low: 1,
          high: 8,
        },
        {
          companyId: tenants.otherCompany.id,
          assetId: otherAsset!.id,
          name: 'Inlet flow',
          quantity: 'flow',
          unit: 'l/s',
          low: null,
          high: 50,
        },
      ])
      .returning();
    [pressure, level, otherSensor] = sensors.map((s) => s.id) as [number, number, number];
    gateway = await makeApiToken(sessions.companyAdmin, tenants.company.id);
    outsiderGateway = await makeApiToken(sessions.outsider, tenants.otherCompany.id);
  });

  const ago = (hours: number) => new Date(Date.now() - hours * hour).toISOString();
  const post = (token: string, readings: unknown[]) =>
    app.call<IngestReadingsResult & { message?: string; code?: string }>(r.ingestReadings, {
      token,
      body: { readings },
    });
  const countReadings = async () => (await app.db.select().from(waterReadings)).length;

  it('stores a gateway’s batch and raises one alert when a reading crosses a threshold', async () => {
    const member = await connectSocket(app.url);
    const outsider = await connectSocket(app.url);
    const restricted = await connectSocket(app.url);
    expect((await validate(member, sessions.member, tenants.member.id)).ok).toBe(true);
    expect((await validate(outsider, sessions.outsider, tenants.outsider.id)).ok).toBe(true);
    expect((await validate(restricted, sessions.restricted, tenants.restricted.id)).ok).toBe(true);
    const heard = {
      member: recordEvents(member, 'notification'),
      outsider: recordEvents(outsider, 'notification'),
      restricted: recordEvents(restricted, 'notification'),
    };

    const stored = await post(gateway, [
      { sensor: pressure, time: ago(3), value: 4.1 },
      { sensor: pressure, time: ago(2), value: 6.8 },
      { sensor: pressure, time: ago(1), value: 7.2 },
      { sensor: level, time: ago(1), value: 5 },
    ]);
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ stored: 4, alerts_raised: 1 });

    const alerts = await app.call<WaterAlert[]>(r.waterAlerts, { token: sessions.member });
    expect(alerts.body).toHaveLength(1);
    expect(alerts.body[0]).toMatchObject({
      sensor: pressure,
      direction: 'high',
      threshold: 6,
      value: 6.8,
      asset_name: 'Høgda reservoir',
      acknowledged_at: null,
      abilities: { acknowledge: true },
    });

    // Still high: the open alert covers it, no second one.
    const again = await post(gateway, [{ sensor: pressure, time: ago(0.5), value: 7.5 }]);
    expect(again.body.alerts_raised).toBe(0);

    await settle();
    expect(heard.member).toEqual([expect.objectContaining({ type: 'created', model: 'smartwater' })]);
    expect(heard.outsider).toEqual([]);
    expect(heard.restricted).toEqual([]);
  });

  it('lists the assets with their sensors’ latest readings, state and open alert count', async () => {
    const assets = await app.call<WaterAsset[]>(r.waterAssets, { token: sessions.member });
    expect(assets.status).toBe(200);
    expect(assets.body.map((a) => a.name)).toEqual(['Høgda reservoir']);
    const [asset] = assets.body;
    expect(asset!.open_alerts).toBe(1);
    const byName = Object.fromEntries(asset!.sensors.map((s) => [s.name, s]));
    expect(byName['Outlet pressure']).toMatchObject({
      state: 'high',
      latest: { value: 7.5 },
      abilities: { edit_thresholds: false },
    });
    expect(byName['Water level']).toMatchObject({ state: 'ok', latest: { value: 5 } });
    const asAdmin = await app.call<WaterAsset[]>(r.waterAssets, { token: sessions.companyAdmin });
    expect(asAdmin.body[0]!.sensors.every((s) => s.abilities.edit_thresholds)).toBe(true);
  });

  it('answers a sensor’s readings in a range, averaged into buckets', async () => {
    const readings = await app.call<SensorReadings>(r.sensorReadings, {
      token: sessions.member,
      params: { id: pressure },
      query: { from: ago(24), to: ago(-0.01) },
    });
    expect(readings.status).toBe(200);
    expect(readings.body.bucket_seconds).toBe(180);
    expect(readings.body.points.map((p) => p.value)).toEqual([4.1, 6.8, 7.2, 7.5]);

    // A week of 15-minute readings comes back as at most about 500 points, their mean kept.
    const start = Date.now() - 7 * 24 * hour;
    await app.db.insert(waterReadings).values(
      Array.from({ length: 7 * 96 }, (_, i) => ({
        sensorId: level,
        time: new Date(start + i * 900_000),
        value: 4 + (i % 2),
      })),
    );
    const week = await app.call<SensorReadings>(r.sensorReadings, {
      token: sessions.member,
      params: { id: level },
      query: { from: new Date(start).toISOString(), to: new Date(start + 7 * 24 * hour).toISOString() },
    });
    expect(week.body.points.length).toBeLessThanOrEqual(500);
    expect(week.body.points.length).toBeGreaterThan(100);
    expect(week.body.points.every((p) => p.min >= 4 && p.max <= 5)).toBe(true);
  });

  it('refuses a range that is reversed, too long or not a time, with 400', async () => {
    for (const query of [
      { from: ago(1), to: ago(2) },
      { from: ago(32 * 24), to: ago(0) },
      { from: 'yesterday', to: ago(0) },
    ]) {
      const response = await app.call<{ message: string }>(r.sensorReadings, {
        token: sessions.member,
        params: { id: pressure },
        query,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
  });

  it('lets a company admin set thresholds, and refuses a member (403) and bad thresholds (400)', async () => {
    const member = await app.call(r.sensorThresholds, {
      token: sessions.member,
      params: { id: level },
      body: { low: 1, high: 9 },
    });
    expect(member.status).toBe(403);
    const reversed = await app.call(r.sensorThresholds, {
      token: sessions.companyAdmin,
      params: { id: level },
      body: { low: 9, high: 1 },
    });
    expect(reversed.status).toBe(400);
    const set = await app.call<WaterSensor>(r.sensorThresholds, {
      token: sessions.companyAdmin,
      params: { id: level },
      body: { low: 0.5, high: null },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ low: 0.5, high: null });
    const [row] = await app.db.select().from(waterSensors).where(eq(waterSensors.id, level));
    expect(row).toMatchObject({ low: 0.5, high: null });
  });

  it('acknowledges an alert once: it leaves the open list and records who and when', async () => {
    const [open] = (await app.call<WaterAlert[]>(r.waterAlerts, { token: sessions.member })).body;
    const done = await app.call<WaterAlert>(r.acknowledgeWaterAlert, {
      token: sessions.member,
      params: { id: open!.id },
    });
    expect(done.status).toBe(200);
    expect(done.body.acknowledged_by?.id).toBe(tenants.member.id);
    expect(done.body.acknowledged_at).not.toBeNull();
    expect((await app.call<WaterAlert[]>(r.waterAlerts, { token: sessions.member })).body).toEqual([]);
    const all = await app.call<WaterAlert[]>(r.waterAlerts, {
      token: sessions.member,
      query: { status: 'all' },
    });
    expect(all.body.map((a) => a.id)).toEqual([open!.id]);
    const twice = await app.call(r.acknowledgeWaterAlert, {
      token: sessions.companyAdmin,
      params: { id: open!.id },
    });
    expect(twice.status).toBe(409);
    // Back in range and out again: a new alert, since the last one was acknowledged.
    await post(gateway, [
      { sensor: pressure, time: ago(0.3), value: 5 },
      { sensor: pressure, time: ago(0.2), value: 1.5 },
    ]);
    const reopened = await app.call<WaterAlert[]>(r.waterAlerts, { token: sessions.member });
    expect(reopened.body.map((a) => a.direction)).toEqual(['low']);
  });

  describe('refuses a bad batch with a clear 400 and stores nothing of it', () => {
    it.each([
      ['an unknown sensor', () => [{ sensor: 999_999, time: ago(1), value: 3 }], 'smartwater.unknown_sensor'],
      [
        'another company’s sensor',
        () => [
          { sensor: pressure, time: ago(1), value: 3 },
          { sensor: otherSensor, time: ago(1), value: 3 },
        ],
        'smartwater.unknown_sensor',
      ],
      [
        'a time in the future',
        () => [{ sensor: pressure, time: ago(-1), value: 3 }],
        'smartwater.future_reading',
      ],
      [
        'the same sensor and time twice',
        () => [
          { sensor: pressure, time: '2026-01-01T00:00:00Z', value: 3 },
          { sensor: pressure, time: '2026-01-01T00:00:00Z', value: 4 },
        ],
        'smartwater.duplicate_reading',
      ],
      ['a value that is not a number', () => [{ sensor: pressure, time: ago(1), value: 'high' }], undefined],
      ['a time that is not ISO 8601', () => [{ sensor: pressure, time: 'now', value: 3 }], undefined],
      ['an empty batch', () => [], undefined],
      [
        'too many readings',
        () =>
          Array.from({ length: 1001 }, (_, i) => ({
            sensor: pressure,
            time: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
            value: 3,
          })),
        undefined,
      ],
    ])('%s', async (_name, readings, code) => {
      const before = await countReadings();
      const response = await post(gateway, readings());
      expect(response.status).toBe(400);
      expect(response.body.message).toBeTruthy();
      if (code) expect(response.body.code).toBe(code);
      expect(await countReadings()).toBe(before);
    });
  });

  it('takes readings only with an API token, and only for the token’s company', async () => {
    const bySession = await post(sessions.companyAdmin, [{ sensor: level, time: ago(1), value: 3 }]);
    expect(bySession.status).toBe(403);
    expect(bySession.body.code).toBe('smartwater.api_token_required');
    const before = await countReadings();
    const foreign = await post(outsiderGateway, [{ sensor: pressure, time: ago(1), value: 3 }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('smartwater.unknown_sensor');
    expect(await countReadings()).toBe(before);
    expect((await post('spt_not-a-token', [{ sensor: level, time: ago(1), value: 3 }])).status).toBe(401);
    // Its own company's sensor is fine.
    expect((await post(outsiderGateway, [{ sensor: otherSensor, time: ago(1), value: 10 }])).status).toBe(
      201,
    );
  });

  it('shows another company’s user none of the network: empty lists and 404s', async () => {
    const token = sessions.outsider;
    const assets = await app.call<WaterAsset[]>(r.waterAssets, { token });
    expect(assets.body.map((a) => a.name)).toEqual(['Fjord pumps']);
    expect((await app.call<WaterAlert[]>(r.waterAlerts, { token, query: { status: 'all' } })).body).toEqual(
      [],
    );
    expect((await app.call(r.waterAssets, { token, query: { company: tenants.company.id } })).status).toBe(
      404,
    );
    expect((await app.call(r.waterAlerts, { token, query: { company: tenants.company.id } })).status).toBe(
      404,
    );
    expect(
      (
        await app.call(r.sensorReadings, {
          token,
          params: { id: pressure },
          query: { from: ago(24), to: ago(0) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.call(r.sensorThresholds, { token, params: { id: pressure }, body: { low: 0, high: 100 } }))
        .status,
    ).toBe(404);
    const [alert] = await app.db
      .select()
      .from(waterAlerts)
      .where(eq(waterAlerts.companyId, tenants.company.id));
    expect((await app.call(r.acknowledgeWaterAlert, { token, params: { id: alert!.id } })).status).toBe(404);
  });

  it('refuses the restricted role every call (403)', async () => {
    const token = sessions.restricted;
    const [alert] = await app.db
      .select()
      .from(waterAlerts)
      .where(eq(waterAlerts.companyId, tenants.company.id));
    const calls = [
      app.call(r.waterAssets, { token }),
      app.call(r.waterAlerts, { token }),
      app.call(r.sensorReadings, { token, params: { id: pressure }, query: { from: ago(24), to: ago(0) } }),
      app.call(r.sensorThresholds, { token, params: { id: pressure }, body: { low: 0, high: 100 } }),
      app.call(r.acknowledgeWaterAlert, { token, params: { id: alert!.id } }),
      post(token, [{ sensor: pressure, time: ago(1), value: 3 }]),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
  });

  it('lets role 3 read any company’s network by naming it', async () => {
    const assets = await app.call<WaterAsset[]>(r.waterAssets, {
      token: sessions.admin,
      query: { company: tenants.otherCompany.id },
    });
    expect(assets.body.map((a) => a.id)).not.toContain(reservoir);
  });

  it('answers 403 smartwater.disabled where the domain turns Smartwater off', async () => {
    await app.db
      .insert(overrides)
      .values({ domain: '127.0.0.1', disableSmartwater: true })
      .onConflictDoUpdate({ target: overrides.domain, set: { disableSmartwater: true } });
    const response = await app.call<{ code: string }>(r.waterAssets, { token: sessions.member });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('smartwater.disabled');
    await app.db.update(overrides).set({ disableSmartwater: false }).where(eq(overrides.domain, '127.0.0.1'));
  });
});
