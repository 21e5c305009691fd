import type { Place } from '@spatium/contracts';
import type { z } from 'zod';
import type { PlaceRow } from './places.repository.ts';

export function presentPlace(
  row: PlaceRow,
  abilities: { update: boolean; delete: boolean },
): z.infer<typeof Place> {
  return {
    id: row.id,
    title: row.title,
    company: row.companyId,
    lat: row.lat,
    lon: row.lon,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}
