import type { Hotspot } from '@spatium/contracts';
import type { z } from 'zod';
import type { HotspotRow } from './hotspots.repository.ts';

export function presentHotspot(
  row: HotspotRow,
  abilities: { update: boolean; delete: boolean },
): z.infer<typeof Hotspot> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    importance: row.importance,
    style: row.style,
    company: row.companyId,
    tour: row.tourId,
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}
