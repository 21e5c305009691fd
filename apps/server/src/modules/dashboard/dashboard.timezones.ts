import type { TimeZone } from '@spatium/contracts';

/** The time zones collection: every IANA zone this server's ICU knows, with UTC first. */
export const timeZoneNames: ReadonlySet<string> = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** Offsets change with daylight saving time, so they are worked out for the moment asked. */
export function timeZonesAt(moment: Date): TimeZone[] {
  return [...timeZoneNames].map((id) => ({ id, offset_minutes: offsetMinutes(id, moment) }));
}

function offsetMinutes(zone: string, moment: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name?.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
