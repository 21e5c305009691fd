import { describe, expect, it } from 'vitest';
import { fromUtm, naturalZone, toUtm } from './utm.ts';

// Reference values from an independent implementation (proj4 2.22, +proj=utm +ellps=GRS80), to the millimetre.
const known = [
  { name: 'Oslo', lat: 59.9139, lon: 10.7522, zone: 32, easting: 597979.903, northing: 6643118.991 },
  { name: 'Bergen', lat: 60.39299, lon: 5.32415, zone: 32, easting: 297477.307, northing: 6700830.063 },
  { name: 'Trondheim', lat: 63.4305, lon: 10.3951, zone: 33, easting: 270340.023, northing: 7041816.28 },
  { name: 'Bodø', lat: 67.2804, lon: 14.4049, zone: 33, easting: 474351.684, northing: 7462761.73 },
  { name: 'Tromsø', lat: 69.6492, lon: 18.9553, zone: 35, easting: 188546.727, northing: 7747295.774 },
  { name: 'Kirkenes', lat: 69.7271, lon: 30.045, zone: 35, easting: 617707.873, northing: 7738375.416 },
];

describe('WGS84 ↔ EUREF89 UTM', () => {
  it.each(known)('projects $name into UTM $zone within a millimetre', (point) => {
    const utm = toUtm(point, point.zone);
    expect(Math.abs(utm.easting - point.easting)).toBeLessThan(0.001);
    expect(Math.abs(utm.northing - point.northing)).toBeLessThan(0.001);
  });

  it.each(known)('returns $name to its latitude and longitude within 1e-7° (a centimetre)', (point) => {
    const back = fromUtm({ zone: point.zone, easting: point.easting, northing: point.northing });
    expect(Math.abs(back.lat - point.lat)).toBeLessThan(1e-7);
    expect(Math.abs(back.lon - point.lon)).toBeLessThan(1e-7);
  });

  it('puts the central meridian on the false easting', () => {
    expect(toUtm({ lat: 61, lon: 9 }, 32).easting).toBeCloseTo(500_000, 6);
    expect(toUtm({ lat: 0, lon: 15 }, 33).northing).toBeCloseTo(0, 6);
  });

  it('knows the natural zone of a longitude', () => {
    expect(naturalZone(10.75)).toBe(32);
    expect(naturalZone(14.4)).toBe(33);
    expect(naturalZone(29.9)).toBe(35);
  });
});
