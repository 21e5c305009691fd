import { tourRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { tours } from '../tours/tours.schema.ts';

describe('the demo tour', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });

  it('is public, with two tiled scenes linked both ways, the second locked by a quiz, on a floor plan', async () => {
    const [tour] = await app.db
      .select({ id: tours.id })
      .from(tours)
      .where(eq(tours.title, 'Fjordbyen Block A – public 360 tour'));
    const response = await app.call<{
      plan: { url: string; width: number; height: number } | null;
      localizations: { locale: string }[];
      scenes: { id: string; locked: boolean; links: { to: string }[]; hotspots: unknown[]; tiles: unknown }[];
    }>(tourRoutes.publicTour, { params: { id: tour!.id } });
    expect(response.status).toBe(200);
    const [entrance, stairwell] = response.body.scenes;
    expect(entrance).toMatchObject({ locked: false, links: [{ to: 'stairwell' }] });
    expect(entrance!.hotspots).toHaveLength(1);
    expect(entrance!.tiles).toMatchObject({
      width: 4096,
      levels: [{ width: 1024 }, { width: 2048 }, { width: 4096 }],
    });
    expect(stairwell).toMatchObject({ locked: true, tiles: null, links: [{ to: 'entrance' }] });
    expect(response.body.plan).toMatchObject({ width: 1200, height: 800 });
    expect(response.body.plan!.url).toMatch(/^\/api\/tours\/\d+\/files\/\d+\/\d+\.anonymous\./);
    expect(response.body.localizations.map((l) => l.locale)).toEqual(['nb-NO']);
  });
});
