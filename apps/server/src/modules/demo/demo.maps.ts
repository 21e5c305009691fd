import type { ContentKind, GeojsonData } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { contentTables } from '../content/content.tables.ts';
import { findItemFiles, insertFile, setContentFiles } from '../files/index.ts';
import { importLayerFile } from '../geojsons/index.ts';
import { mapPlacements } from '../maps/maps.schema.ts';
import { places } from '../places/places.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';

type Spot = [kind: ContentKind | 'oldsubprojects', title: string, lon: number, lat: number, level?: string];

/**
 * Where the demo's sub-projects and content stand, at Bergen's waterfront: Fjordbyen by Nøstet,
 * Havnelageret on the Bryggen quay (a two-level warehouse, levels L1 and L2).
 */
const spots: Spot[] = [
  ['oldsubprojects', 'Fjordbyen Block A', 5.32205, 60.39135],
  ['oldsubprojects', 'Fjordbyen Block B', 5.32318, 60.39078],
  ['oldsubprojects', 'Fjordbyen outdoor areas', 5.3214, 60.39045],
  ['tours', 'Fjordbyen Block A – 360 site walk', 5.3222, 60.39142],
  ['clouds', 'Block A – laser scan, week 12', 5.32192, 60.39128],
  ['bims', 'Block A – architectural model (IFC4)', 5.32228, 60.39124],
  ['floorplans', 'Block A – floor plans, levels 1–5', 5.32212, 60.39151],
  ['stories', 'Block A – from foundation to topping-out', 5.32184, 60.39146],
  ['videos360', 'Block A – crane camera, 360 video', 5.32244, 60.39152],
  ['tours', 'Fjordbyen Block B – handover inspection', 5.32331, 60.39088],
  ['threeds', 'Block B – balcony module (glTF)', 5.32305, 60.3907],
  ['maps', 'Fjordbyen site map', 5.32152, 60.39034],
  ['geojsons', 'Fjordbyen – drainage lines', 5.32128, 60.39052],
  ['oldsubprojects', 'Havnelageret facade', 5.31672, 60.39852],
  ['oldsubprojects', 'Havnelageret interior', 5.31701, 60.39838],
  ['tours', 'Havnelageret facade – scaffolding walk', 5.31661, 60.39861, 'L1'],
  ['maps', 'Havnelageret harbour map', 5.31648, 60.39845],
  ['geojsons', 'Havnelageret – façade survey points', 5.31683, 60.39866, 'L1'],
  ['threeds', 'Havnelageret – staircase model', 5.31712, 60.39829, 'L2'],
];

/** The warehouse's rooms on its two levels, coloured by use and labelled by name. */
function warehouseRooms(): GeojsonData {
  const [lon, lat] = [5.3166, 60.3984];
  const room = (name: string, level: string, use: string, x: number, y: number, w: number, h: number) => ({
    type: 'Feature' as const,
    properties: { name, level, use },
    geometry: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [lon + x, lat + y],
          [lon + x + w, lat + y],
          [lon + x + w, lat + y + h],
          [lon + x, lat + y + h],
          [lon + x, lat + y],
        ],
      ],
    },
  });
  return {
    type: 'FeatureCollection',
    features: [
      room('Hall 1.01', 'L1', 'hall', 0, 0, 0.0006, 0.0003),
      room('Workshop 1.02', 'L1', 'workshop', 0.0006, 0, 0.0004, 0.0003),
      room('Stair core', 'L1', 'circulation', 0.001, 0, 0.00015, 0.0003),
      room('Office 2.01', 'L2', 'office', 0, 0, 0.0005, 0.0003),
      room('Meeting 2.02', 'L2', 'office', 0.0005, 0, 0.0005, 0.0003),
      room('Stair core', 'L2', 'circulation', 0.001, 0, 0.00015, 0.0003),
    ],
  };
}

export async function seedDemoMaps(db: Database, storage: Storage): Promise<void> {
  const nordvik = await findItem(db, 'oldsubprojects', 'Fjordbyen Block A');
  if (!nordvik) return;
  for (const [kind, title, lon, lat, level] of spots) {
    const item = await findItem(db, kind, title);
    if (!item) continue;
    await db.insert(mapPlacements).values({
      kind,
      itemId: item.id,
      companyId: item.companyId,
      oldsubprojectId: item.oldsubprojectId,
      lon,
      lat,
      level: level ?? null,
    });
  }
  await db.insert(places).values([
    {
      companyId: nordvik.companyId,
      title: 'Fjordbyen site office',
      lat: 60.3917,
      lon: 5.3226,
      address: 'Nøstet, Bergen',
    },
    {
      companyId: nordvik.companyId,
      title: 'Havnelageret gate',
      lat: 60.3987,
      lon: 5.3163,
      address: 'Bryggen, Bergen',
    },
  ]);
  // The uploaded demo layers are read as an upload would be, so they draw at once.
  for (const title of ['Fjordbyen – drainage lines', 'Havnelageret – façade survey points']) {
    const layer = await findItem(db, 'geojsons', title);
    const file = layer && (await findItemFiles(db, 'geojsons', [layer.id])).get(layer.id)?.[0];
    if (!layer || !file) continue;
    const style =
      title === 'Havnelageret – façade survey points'
        ? { color: '#f59f00', width: 3, label_by: null }
        : { color: '#1c7ed6', width: 3, label_by: null };
    await setProperties(db, 'geojsons', layer.id, {
      ...layer.properties,
      ...(await importLayerFile(db, storage, file.id)),
      style: { ...(layer.properties.style as object), ...style },
    });
  }
  const harbour = await findItem(db, 'maps', 'Havnelageret harbour map');
  if (harbour) {
    await setProperties(db, 'maps', harbour.id, { ...harbour.properties, levels: ['L1', 'L2'] });
    const rooms = warehouseRooms();
    const [row] = await db
      .insert(contentTables.geojsons)
      .values({
        companyId: harbour.companyId,
        oldsubprojectId: harbour.oldsubprojectId,
        title: 'Havnelageret – rooms, levels L1–L2',
        order: 10,
        properties: {},
      })
      .returning({ id: contentTables.geojsons.id });
    // Stored as an upload of the rooms, so the layer downloads like any other.
    const bytes = Buffer.from(JSON.stringify(rooms));
    const storageKey = `files/demo/geojsons-${row!.id}-havnelageret-rooms.geojson`;
    await storage.put(storageKey, bytes);
    const file = await insertFile(db, {
      companyId: harbour.companyId,
      name: 'havnelageret-rooms.geojson',
      size: bytes.length,
      type: 'application/geo+json',
      purpose: 'geojson',
      storageKey,
    });
    await setContentFiles(db, 'geojsons', row!.id, harbour.companyId, [file.id]);
    await setProperties(db, 'geojsons', row!.id, {
      ...(await importLayerFile(db, storage, file.id)),
      style: {
        color: '#adb5bd',
        width: 1,
        fill: '#868e96',
        fill_opacity: 0.35,
        color_by: 'use',
        colors: { hall: '#4dabf7', workshop: '#ff922b', office: '#69db7c', circulation: '#ced4da' },
        label_by: 'name',
      },
    });
  }
}

async function findItem(db: Database, kind: ContentKind | 'oldsubprojects', title: string) {
  if (kind === 'oldsubprojects') {
    const [row] = await db.select().from(oldsubprojects).where(eq(oldsubprojects.title, title));
    return row && { id: row.id, companyId: row.companyId, oldsubprojectId: row.id, properties: {} };
  }
  const table = contentTables[kind];
  const [row] = await db
    .select({
      id: table.id,
      companyId: table.companyId,
      oldsubprojectId: table.oldsubprojectId,
      properties: table.properties,
    })
    .from(table)
    .where(eq(table.title, title));
  return row;
}

async function setProperties(
  db: Database,
  kind: ContentKind,
  id: number,
  properties: Record<string, unknown>,
): Promise<void> {
  const table = contentTables[kind];
  await db.update(table).set({ properties }).where(eq(table.id, id));
}
