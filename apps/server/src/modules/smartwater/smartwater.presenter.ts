import type { WaterAlert, WaterAsset, WaterAssetKind, WaterSensor } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';
import { stateOf } from './smartwater.alerts.ts';
import { smartwaterPolicy } from './smartwater.policy.ts';
import type { WaterAlertRow, WaterAssetRow, WaterSensorRow } from './smartwater.repository.ts';

export function presentSensor(scope: ActorScope, row: WaterSensorRow): WaterSensor {
  return {
    id: row.id,
    asset: row.assetId,
    name: row.name,
    quantity: row.quantity as WaterSensor['quantity'],
    unit: row.unit,
    low: row.low,
    high: row.high,
    latest: row.latest ? { time: row.latest.time.toISOString(), value: row.latest.value } : null,
    state: stateOf(row.latest?.value, row),
    abilities: { edit_thresholds: smartwaterPolicy.setsThresholds(scope, row.companyId) },
  };
}

export function presentAsset(
  scope: ActorScope,
  row: WaterAssetRow,
  sensors: WaterSensorRow[],
  openAlerts: number,
): WaterAsset {
  return {
    id: row.id,
    company: row.companyId,
    name: row.name,
    kind: row.kind as WaterAssetKind,
    lat: row.lat,
    lon: row.lon,
    oldsubproject: row.oldsubprojectId,
    sensors: sensors.map((sensor) => presentSensor(scope, sensor)),
    open_alerts: openAlerts,
  };
}

/** `mayAcknowledge`: whether the reader holds the right in the alert's company. */
export function presentAlert(row: WaterAlertRow, mayAcknowledge: boolean): WaterAlert {
  const { alert, acknowledger } = row;
  const name = acknowledger ? `${acknowledger.firstname} ${acknowledger.lastname}`.trim() : '';
  return {
    id: alert.id,
    sensor: alert.sensorId,
    sensor_name: row.sensorName,
    unit: row.unit,
    asset: row.assetId,
    asset_name: row.assetName,
    direction: alert.direction as WaterAlert['direction'],
    threshold: alert.threshold,
    value: alert.value,
    raised_at: alert.raisedAt.toISOString(),
    acknowledged_at: alert.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: acknowledger ? { id: acknowledger.id, name: name || acknowledger.email } : null,
    abilities: { acknowledge: mayAcknowledge && alert.acknowledgedAt === null },
  };
}
