import type { ContentKind, UploadPurpose } from '@spatium/contracts';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database, Executor } from '../../platform/database/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { sampleIfcBuilding } from '../bims/index.ts';
import { cloudPins } from '../clouds/clouds-access.schema.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import { contentTables } from '../content/content.tables.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { insertFile, setContentFiles } from '../files/index.ts';
import { hotspots } from '../hotspots/hotspots.schema.ts';
import { patchPanoramaProperties, setPanoramaThumbnail, tileIntoStorage } from '../panoramas/index.ts';
import { panoramas } from '../panoramas/panoramas.schema.ts';
import { oldprojects, oldsubprojects, subprojectAccess } from '../projects/projects.schema.ts';
import { agreements } from '../settings/settings.schema.ts';
import { contentTags, tags } from '../tags/tags.schema.ts';
import { tourQuizzes, tours } from '../tours/tours.schema.ts';
import { users } from '../users/users.schema.ts';
import { sampleVideo360 } from '../videos360/index.ts';
import { videos360 } from '../videos360/videos360.schema.ts';
import { seedDemoAnalytics } from './demo.analytics.ts';
import { DEMO_CLOUD_PIN, demoScans } from './demo.clouds.ts';
import { seedCollaboration } from './demo.collaboration.ts';
import { DEMO_PLAN_SIZE, sampleFloorplan, seedDemoBuilding, tileDemoSheet } from './demo.floorplan.ts';
import { storeDemoPanoramaImage } from './demo.jobs.ts';
import { seedDemoMaps } from './demo.maps.ts';
import { balconyParts, sampleGeoJson, sampleGlb, sampleLas, staircaseParts } from './demo.models.ts';
import { renderPanoramaJpeg } from './demo.panorama.ts';
import { type DemoSceneKey, demoScenes } from './demo.scenes.ts';
import { seedDemoSmartwater } from './demo.smartwater.ts';
import { seedDemoStory } from './demo.stories.ts';
import { seedDemoTools } from './demo.tools.ts';
import { demoTourScenes } from './demo.tours.ts';

export const DEMO_PASSWORD = 'demo-password-1';

const TERMS = `These terms govern the use of Spatium by you and the company that invited you.

1. Your account. Keep your password and authenticator to yourself. You are responsible for what is done with your account.
2. Your content. Content you upload stays yours and your company's. We process it only to provide the service.
3. Acceptable use. Do not upload content you have no right to share, and do not try to reach other companies' content.
4. Privacy. We keep the personal data the service needs (name, e-mail, phone) and delete it when your account is deleted.`;

/**
 * Demo data for a first start on the embedded database: two companies that must never see each
 * other's content, and one account per role. Runs only on a database without users.
 */
export async function seedDemoData(
  db: Database,
  options: {
    dataDir: string;
    storage?: Storage;
    /** Seals the demo key codes as the running server will open them. */
    secrets?: { jwtSecret: string; keycodeSecret: string | undefined };
  },
): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let demoTourIds: { companyId: number; companyAdmin: number; other: number } | undefined;
  await db.transaction(async (tx) => {
    const [agreement] = await tx
      .insert(agreements)
      .values({ version: 1, title: 'Terms of use', body: TERMS })
      .returning();
    const [nordvik, fjordline] = await tx
      .insert(companies)
      .values([
        {
          title: 'Nordvik Bygg AS',
          admins: ['companyadmin@example.com'],
          departments: ['Engineering', 'Site management', 'HSE'],
          settings: { start_at: '/dashboard' },
          // The demo shows the chat's assistant; a new company starts without it (SPEC §3's default).
          chatbotEnabled: true,
        },
        {
          title: 'Fjordline Infra AS',
          admins: [],
          departments: ['Roads', 'Bridges'],
          settings: { start_at: '/dashboard' },
        },
      ])
      .returning();
    const person = (firstname: string, lastname: string, telephone: string) => ({
      firstname,
      lastname,
      telephone,
      avatar: null,
    });
    const accepted = { lastAcceptance: agreement!.version, terms: true, passwordHash };
    const created = await tx
      .insert(users)
      .values([
        {
          email: 'admin@example.com',
          username: 'admin',
          roleId: 3,
          companyId: nordvik!.id,
          details: person('Ada', 'Admin', '+47 400 00 001'),
          ...accepted,
        },
        {
          email: 'user@example.com',
          username: 'user',
          roleId: 4,
          companyId: nordvik!.id,
          details: person('Ulrik', 'Berg', '+47 400 00 002'),
          ...accepted,
        },
        {
          email: 'companyadmin@example.com',
          username: 'companyadmin',
          roleId: 4,
          companyId: nordvik!.id,
          details: person('Camilla', 'Nordvik', '+47 400 00 003'),
          ...accepted,
        },
        {
          email: 'restricted@example.com',
          username: 'restricted',
          roleId: 5,
          companyId: nordvik!.id,
          details: person('Rune', 'Lie', '+47 400 00 004'),
          ...accepted,
        },
        {
          email: 'other@example.org',
          username: 'other',
          roleId: 4,
          companyId: fjordline!.id,
          details: person('Olivia', 'Fjord', '+47 400 00 005'),
          ...accepted,
        },
      ])
      .returning({ id: users.id, companyId: users.companyId });
    await tx.insert(companyMembers).values(created.map((u) => ({ userId: u.id, companyId: u.companyId! })));
    // The admin also belongs to Fjordline, so the company switcher has something to switch.
    await tx.insert(companyMembers).values({ userId: created[0]!.id, companyId: fjordline!.id });
    await seedCatalogue(tx, {
      nordvik: nordvik!.id,
      fjordline: fjordline!.id,
      user: created[1]!.id,
      companyAdmin: created[2]!.id,
      other: created[4]!.id,
    });
    await seedCollaboration(tx, {
      nordvik: nordvik!.id,
      fjordline: fjordline!.id,
      admin: created[0]!.id,
      user: created[1]!.id,
      companyAdmin: created[2]!.id,
      other: created[4]!.id,
    });
    if (options.secrets)
      await seedDemoTools(
        tx,
        { nordvik: nordvik!.id, user: created[1]!.id, companyAdmin: created[2]!.id, admin: created[0]!.id },
        options.secrets,
      );
    await seedDemoSmartwater(tx, nordvik!.id);
    demoTourIds = { companyId: nordvik!.id, companyAdmin: created[2]!.id, other: created[4]!.id };
  });
  // Tiles, videos and models go to storage, which no transaction covers: seeded once the rest is committed.
  if (options.storage && demoTourIds) {
    const panoramaIds = await seedDemoPanoramas(db, options.storage, demoTourIds);
    await seedDemoTour(db, options.storage, demoTourIds, panoramaIds);
    await seedTourScenes(db, panoramaIds);
    await seedDemoVideo(db, options.storage, demoTourIds);
    await seedDemoModels(db, options.storage);
    await seedDemoBuilding(db, options.storage, demoTourIds);
    await seedDemoMaps(db, options.storage);
    await seedDemoStory(db, options.storage, demoTourIds.companyAdmin);
  }
  // Last, so the visited pages include every item seeded above.
  await seedDemoAnalytics(db);
  return true;
}

/**
 * A playable 360° video for Block A's crane camera item: generated here (WebM, VP8; no ffmpeg needed),
 * stored like an upload and attached to the item, turned a little so the offsets editor has a start.
 */
async function seedDemoVideo(
  db: Database,
  storage: Storage,
  ids: { companyId: number; companyAdmin: number },
): Promise<void> {
  const [video] = await db
    .select({ id: videos360.id })
    .from(videos360)
    .where(eq(videos360.title, 'Block A – crane camera, 360 video'));
  if (!video) return;
  const webm = await sampleVideo360({ label: 'Fjordbyen Block A – crane camera' });
  const storageKey = `files/demo/videos360-${video.id}.webm`;
  await storage.put(storageKey, webm);
  await db.transaction(async (tx) => {
    const file = await insertFile(tx, {
      companyId: ids.companyId,
      ownerId: ids.companyAdmin,
      name: 'crane-camera-360.webm',
      size: webm.length,
      type: 'video/webm',
      purpose: 'video360',
      storageKey,
    });
    await setContentFiles(tx, 'videos360', video.id, ids.companyId, [file.id]);
    await tx
      .update(videos360)
      .set({ properties: { offsets: { yaw: 22.5, pitch: 0, roll: 0 } } })
      .where(eq(videos360.id, video.id));
  });
}

/**
 * A public, enabled two-scene tour in Nordvik Bygg's Block A (its first panorama tiled at seed time,
 * the second by the job queue just after): a link each way, an info hotspot, points of
 * interest and annotations in two categories, a quiz that locks the second scene, a floor plan with
 * both scenes on it, and a Norwegian translation. Open without sign-in at /publictours/{id}.
 */
async function seedDemoTour(
  db: Database,
  storage: Storage,
  ids: { companyId: number; companyAdmin: number },
  panoramaIds: Map<string, number>,
): Promise<void> {
  const [blockA] = await db
    .select({ id: oldsubprojects.id })
    .from(oldsubprojects)
    .where(eq(oldsubprojects.title, 'Fjordbyen Block A'));
  const place = { companyId: ids.companyId, oldsubprojectId: blockA!.id, createdBy: ids.companyAdmin };
  const entrance = panoramaIds.get('Block A – main entrance')!;
  const stairwell = panoramaIds.get('Block A – stairwell 2, level 3')!;
  // The plan is level 3 of Block A's floor plans, the way a company reuses its drawings in tours.
  const [floorplan] = await db
    .select({ id: contentTables.floorplans.id })
    .from(contentTables.floorplans)
    .where(eq(contentTables.floorplans.title, 'Block A – floor plans, levels 1–5'));
  const plan = await sampleFloorplan();
  const planKey = `files/demo/block-a-level-3-${Date.now().toString(36)}.png`;
  await storage.put(planKey, plan);
  const [planFile] = await db
    .insert(files)
    .values({
      companyId: ids.companyId,
      ownerId: ids.companyAdmin,
      name: 'Block A level 3.png',
      size: plan.length,
      type: 'image/png',
      purpose: 'document',
      storageKey: planKey,
    })
    .returning({ id: files.id });
  await db
    .insert(contentFiles)
    .values({ kind: 'floorplans', itemId: floorplan!.id, fileId: planFile!.id, position: 0 });
  await tileDemoSheet(db, storage, floorplan!.id, planFile!.id, plan);
  const [tour] = await db
    .insert(tours)
    .values({
      ...place,
      title: 'Fjordbyen Block A – public 360 tour',
      description: 'A walk from the main entrance to the new stairwell. Open to anyone with the link.',
      order: 10,
      properties: {
        locale: 'en-US',
        localizations: [
          {
            locale: 'nb-NO',
            title: 'Fjordbyen blokk A – offentlig 360-tur',
            description: 'En runde fra hovedinngangen til den nye trappeoppgangen. Åpen for alle med lenken.',
            scenes: { entrance: 'Hovedinngang', stairwell: 'Trappeoppgang 2, plan 3' },
            links: { 'to-stairwell': 'Til trappeoppgang 2', 'to-entrance': 'Tilbake til inngangen' },
            hotspots: {
              'site-office': {
                title: 'Anleggskontor',
                text: 'Meld deg på anleggskontoret før du går inn. Hjelm og vernesko påbudt.',
              },
            },
          },
        ],
        public: true,
        plan: { floorplan: floorplan!.id, file: planFile!.id, ...DEMO_PLAN_SIZE },
        scenes: [
          {
            id: 'entrance',
            title: 'Main entrance',
            panorama: entrance,
            start_view: { yaw: 0, pitch: 0, zoom: 50 },
            plan_position: { x: 0.25, y: 0.72, heading: 0.6 },
            links: [{ id: 'to-stairwell', to: 'stairwell', title: 'To stairwell 2', yaw: 0.8, pitch: -0.1 }],
            hotspots: [
              {
                id: 'site-office',
                type: 'text',
                title: 'Site office',
                text: 'Report to the site office before entering. Helmet and boots required.',
                url: null,
                file: null,
                yaw: -0.6,
                pitch: 0.05,
                style: { width: 150, height: 100, line: 80 },
              },
            ],
            points_of_interest: [
              {
                id: 'first-aid',
                title: 'First aid and defibrillator',
                description: 'In the site office, left of the door.',
                importance: 'high',
                yaw: -0.35,
                pitch: -0.05,
              },
              {
                id: 'waste',
                title: 'Waste sorting',
                description: 'Wood, metal and residual waste containers.',
                importance: 'low',
                yaw: 1.9,
                pitch: -0.2,
              },
            ],
            annotations: [
              {
                id: 'fence-gap',
                title: 'Gap in the site fence',
                description: 'Close before the end of the day.',
                category: 'safety',
                yaw: 2.6,
                pitch: -0.1,
              },
              {
                id: 'render-crack',
                title: 'Crack in the render',
                description: '',
                category: 'defects',
                yaw: 0.3,
                pitch: 0.25,
              },
            ],
          },
          {
            id: 'stairwell',
            title: 'Stairwell 2, level 3',
            panorama: stairwell,
            start_view: { yaw: 0, pitch: 0, zoom: 50 },
            plan_position: { x: 0.7, y: 0.32, heading: -2.4 },
            links: [
              { id: 'to-entrance', to: 'entrance', title: 'Back to the entrance', yaw: -2.3, pitch: -0.1 },
            ],
            hotspots: [],
            points_of_interest: [
              {
                id: 'riser',
                title: 'Sprinkler riser',
                description: 'Main valve behind the red door.',
                importance: 'medium',
                yaw: 1.2,
                pitch: 0,
              },
            ],
            annotations: [
              {
                id: 'handrail',
                title: 'Handrail not fixed',
                description: 'Top two brackets missing.',
                category: 'safety',
                yaw: -0.4,
                pitch: -0.15,
              },
            ],
          },
        ],
        annotation_categories: [
          { id: 'safety', name: 'Safety', color: '#e03131' },
          { id: 'defects', name: 'Defects', color: '#1971c2' },
        ],
      },
    })
    .returning({ id: tours.id });
  await db.insert(tourQuizzes).values({
    tourId: tour!.id,
    sceneId: 'stairwell',
    question: 'What must you wear on site?',
    options: ['Nothing special', 'Helmet and boots', 'A tie'],
    correct: 1,
    localizations: [
      {
        locale: 'nb-NO',
        question: 'Hva må du ha på deg på byggeplassen?',
        options: ['Ingenting spesielt', 'Hjelm og vernesko', 'Slips'],
      },
    ],
  });
}

type Item = [ContentKind, string, Record<string, unknown>?];

/**
 * Nordvik Bygg: two projects with sub-projects and content of every kind; user@example.com sees some
 * sub-projects, not all. Fjordline Infra: a project of its own that Nordvik's people never see.
 */
async function seedCatalogue(
  tx: Executor,
  ids: { nordvik: number; fjordline: number; user: number; companyAdmin: number; other: number },
): Promise<void> {
  const [fjordbyen, havnelageret, e39] = await tx
    .insert(oldprojects)
    .values([
      {
        companyId: ids.nordvik,
        title: 'Fjordbyen',
        description: 'Residential quarter by the fjord, blocks A–C',
        order: 0,
      },
      {
        companyId: ids.nordvik,
        title: 'Havnelageret',
        description: 'Conversion of the old harbour warehouse',
        order: 1,
      },
      {
        companyId: ids.fjordline,
        title: 'E39 Bjørnafjorden',
        description: 'Floating bridge approach roads',
        order: 0,
      },
    ])
    .returning();
  const subs = await tx
    .insert(oldsubprojects)
    .values([
      { companyId: ids.nordvik, oldprojectId: fjordbyen!.id, title: 'Fjordbyen Block A', order: 0 },
      { companyId: ids.nordvik, oldprojectId: fjordbyen!.id, title: 'Fjordbyen Block B', order: 1 },
      { companyId: ids.nordvik, oldprojectId: fjordbyen!.id, title: 'Fjordbyen outdoor areas', order: 2 },
      { companyId: ids.nordvik, oldprojectId: havnelageret!.id, title: 'Havnelageret facade', order: 0 },
      { companyId: ids.nordvik, oldprojectId: havnelageret!.id, title: 'Havnelageret interior', order: 1 },
      { companyId: ids.fjordline, oldprojectId: e39!.id, title: 'E39 north abutment', order: 0 },
    ])
    .returning({ id: oldsubprojects.id });
  const [blockA, blockB, outdoor, facade, interior, abutment] = subs.map((s) => s.id) as number[];
  // The demo user sees Block A and the facade; Block B, the outdoor areas and the interior stay hidden.
  await tx.insert(subprojectAccess).values([
    { oldsubprojectId: blockA!, userId: ids.user },
    { oldsubprojectId: facade!, userId: ids.user },
    { oldsubprojectId: abutment!, userId: ids.other },
  ]);
  const content: [number, number, Item[]][] = [
    [
      ids.nordvik,
      blockA!,
      [
        ['tours', 'Fjordbyen Block A – 360 site walk', { public: false }],
        ['clouds', 'Block A – laser scan, week 12', { demo_scan: 0 }],
        ['clouds', 'Storgata – street scan, classified', { demo_scan: demoScans.street }],
        [
          'clouds',
          'Storgata – street scan, PIN-locked copy',
          { demo_scan: demoScans.locked, pin_protected: true },
        ],
        ['bims', 'Block A – architectural model (IFC4)', { demo_ifc: true }],
        ['bims', 'Block A – structural model (IFC4)', { demo_ifc: true }],
        ['floorplans', 'Block A – floor plans, levels 1–5', { levels: ['L1', 'L2', 'L3', 'L4', 'L5'] }],
        [
          'stories',
          'Block A – from foundation to topping-out',
          { slides: [{ title: 'Foundation', body: 'Piling finished in March.' }] },
        ],
        ['videos360', 'Block A – crane camera, 360 video'],
      ],
    ],
    [
      ids.nordvik,
      blockB!,
      [
        ['tours', 'Fjordbyen Block B – handover inspection'],
        ['threeds', 'Block B – balcony module (glTF)', { format: 'glb' }],
      ],
    ],
    [
      ids.nordvik,
      outdoor!,
      [
        ['maps', 'Fjordbyen site map', { center: [5.3221, 60.3913], zoom: 17 }],
        ['geojsons', 'Fjordbyen – drainage lines', { feature_count: 42 }],
      ],
    ],
    [
      ids.nordvik,
      facade!,
      [
        ['tours', 'Havnelageret facade – scaffolding walk'],
        ['geojsons', 'Havnelageret – façade survey points', { feature_count: 118 }],
        ['maps', 'Havnelageret harbour map', { center: [5.3167, 60.3985], zoom: 18 }],
        [
          'forms',
          'Facade inspection checklist',
          {
            published: true,
            fields: [
              { name: 'panel', label: 'Panel id', type: 'text', required: true, pattern: '[A-Z]\\d{2,3}' },
              {
                name: 'condition',
                label: 'Condition',
                type: 'select',
                options: ['Good', 'Damaged'],
                required: true,
              },
              { name: 'photo', label: 'Photo', type: 'photo' },
              { name: 'where', label: 'Where', type: 'location' },
            ],
          },
        ],
      ],
    ],
    [
      ids.nordvik,
      interior!,
      [
        ['threeds', 'Havnelageret – staircase model', { format: 'glb' }],
        ['forms', 'Interior snag list'],
      ],
    ],
    [
      ids.fjordline,
      abutment!,
      [
        ['tours', 'E39 north abutment – 360 site walk'],
        ['clouds', 'E39 abutment – drone scan', { demo_scan: 0 }],
      ],
    ],
  ];
  const inserted = new Map<string, number>();
  for (const [companyId, oldsubprojectId, items] of content) {
    for (const [order, [kind, title, properties = {}]] of items.entries()) {
      const table = contentTables[kind];
      const [row] = await tx
        .insert(table)
        .values({ companyId, oldsubprojectId, title, order, properties, createdBy: ids.companyAdmin })
        .returning({ id: table.id });
      inserted.set(title, row!.id);
    }
  }
  const id = (title: string) => inserted.get(title)!;
  const cloudA = id('Block A – laser scan, week 12');
  await tx.insert(contentTables.cloudChildren).values({
    companyId: ids.nordvik,
    oldsubprojectId: blockA!,
    title: 'Block A – scan station 7',
    properties: { cloud: cloudA, demo_scan: 0 },
    createdBy: ids.companyAdmin,
  });
  await tx.insert(contentTables.cloudChildren).values({
    companyId: ids.nordvik,
    oldsubprojectId: blockA!,
    title: 'Storgata – scan station 2',
    properties: { cloud: id('Storgata – street scan, classified'), demo_scan: demoScans.station },
    createdBy: ids.companyAdmin,
  });
  await tx.insert(cloudPins).values({
    cloudId: id('Storgata – street scan, PIN-locked copy'),
    pinHash: await hashPassword(DEMO_CLOUD_PIN),
  });
  await tx.insert(contentTables.grouptours).values({
    companyId: ids.nordvik,
    oldsubprojectId: blockA!,
    title: 'Fjordbyen – all site walks',
    properties: { tours: [id('Fjordbyen Block A – 360 site walk')] },
    createdBy: ids.companyAdmin,
  });
  const [hse, handover] = await tx
    .insert(tags)
    .values([
      { companyId: ids.nordvik, title: 'HSE', color: '#e03131' },
      { companyId: ids.nordvik, title: 'Handover', color: '#2f9e44' },
      { companyId: ids.fjordline, title: 'Bridge', color: '#1971c2' },
    ])
    .returning();
  await tx.insert(contentTags).values([
    { kind: 'tours', itemId: id('Fjordbyen Block A – 360 site walk'), tagId: hse!.id },
    { kind: 'tours', itemId: id('Fjordbyen Block B – handover inspection'), tagId: handover!.id },
    { kind: 'clouds', itemId: cloudA, tagId: hse!.id },
  ]);
  await tx.insert(hotspots).values([
    {
      companyId: ids.nordvik,
      tourId: id('Fjordbyen Block A – 360 site walk'),
      title: 'Fire exit stairwell 2',
      description: 'Temporary fire exit during construction',
      type: 'poi',
      importance: 'high',
    },
    {
      companyId: ids.fjordline,
      tourId: id('E39 north abutment – 360 site walk'),
      title: 'Fjordline crane base',
      description: 'Crane foundation, north side',
      type: 'poi',
      importance: 'medium',
    },
  ]);
}

/** Where each demo panorama was taken; `now`: drawn and tiled at seed time (the public tour's start). */
const demoPanoramas: { subproject: string; title: string; scene: DemoSceneKey; now?: true }[] = [
  { subproject: 'Fjordbyen Block A', title: 'Block A – main entrance', scene: 'blockAEntrance', now: true },
  // The public tour's second scene is locked behind its quiz: drawn in the queue like the rest.
  { subproject: 'Fjordbyen Block A', title: 'Block A – stairwell 2, level 3', scene: 'blockAStairwell' },
  { subproject: 'Fjordbyen Block A', title: 'Block A – level 3 east wing', scene: 'blockAEastWing' },
  { subproject: 'Fjordbyen Block B', title: 'Block B – flat B-402, living room', scene: 'blockBLiving' },
  { subproject: 'Fjordbyen Block B', title: 'Block B – flat B-402, kitchen', scene: 'blockBKitchen' },
  { subproject: 'Fjordbyen Block B', title: 'Block B – flat B-402, balcony', scene: 'blockBBalcony' },
  {
    subproject: 'Havnelageret facade',
    title: 'Havnelageret – quay and west facade',
    scene: 'havnelageretQuay',
  },
  {
    subproject: 'Havnelageret facade',
    title: 'Havnelageret – hall behind the facade',
    scene: 'havnelageretHall',
  },
  { subproject: 'E39 north abutment', title: 'E39 – north abutment', scene: 'e39Abutment' },
  { subproject: 'E39 north abutment', title: 'E39 – approach road', scene: 'e39Approach' },
];

/**
 * Every demo panorama as a row. The public tour's first scene is rendered and tiled now (a first
 * visitor opens it at once); the rest are marked `demo_scene` and drawn by the job queue after the
 * start (demo.jobs.ts), so the first start stays quick.
 */
async function seedDemoPanoramas(
  db: Database,
  storage: Storage,
  ids: { companyAdmin: number; other: number },
): Promise<Map<string, number>> {
  const subprojects = new Map(
    (
      await db
        .select({ id: oldsubprojects.id, title: oldsubprojects.title, companyId: oldsubprojects.companyId })
        .from(oldsubprojects)
    ).map((row) => [row.title, row]),
  );
  const result = new Map<string, number>();
  for (const [order, spec] of demoPanoramas.entries()) {
    const subproject = subprojects.get(spec.subproject)!;
    const createdBy = spec.subproject.startsWith('E39') ? ids.other : ids.companyAdmin;
    const [row] = await db
      .insert(panoramas)
      .values({
        companyId: subproject.companyId,
        oldsubprojectId: subproject.id,
        createdBy,
        title: spec.title,
        order: 10 + order,
        properties: spec.now
          ? { status: 'tiling' }
          : { status: 'tiling', progress: 0, demo_scene: spec.scene },
      })
      .returning();
    result.set(spec.title, row!.id);
    if (!spec.now) continue;
    const image = await renderPanoramaJpeg(demoScenes[spec.scene]);
    await storeDemoPanoramaImage(db, storage, row!, image);
    const tiled = await tileIntoStorage(storage, row!.id, image);
    await patchPanoramaProperties(db, row!.id, {
      status: 'ready',
      progress: 100,
      error: null,
      width: tiled.width,
      height: tiled.height,
      levels: tiled.levels,
    });
    await setPanoramaThumbnail(db, row!, tiled.thumbnail.key, tiled.thumbnail.size);
  }
  return result;
}

/** The other tours walk through their sub-project's panoramas (demo.tours.ts). */
async function seedTourScenes(db: Database, panoramaIds: Map<string, number>): Promise<void> {
  for (const [title, properties] of Object.entries(demoTourScenes(panoramaIds))) {
    await db.update(tours).set({ properties }).where(eq(tours.title, title));
  }
}

/**
 * Every model dataset gets a small valid file of its format, so it can be downloaded (and viewed
 * once its viewer exists): LAS point clouds, an IFC4 model, binary glTF and GeoJSON.
 */
async function seedDemoModels(db: Database, storage: Storage): Promise<void> {
  const models: [ContentKind, string, string, string, UploadPurpose, () => Buffer][] = [
    [
      'clouds',
      'Block A – laser scan, week 12',
      'block-a-week-12.las',
      'application/vnd.las',
      'cloud',
      () => sampleLas({ seed: 12 }),
    ],
    [
      'cloudChildren',
      'Block A – scan station 7',
      'block-a-station-7.las',
      'application/vnd.las',
      'cloud',
      () => sampleLas({ seed: 7, points: 15_000 }),
    ],
    [
      'clouds',
      'E39 abutment – drone scan',
      'e39-abutment-drone.las',
      'application/vnd.las',
      'cloud',
      () => sampleLas({ seed: 39 }),
    ],
    [
      'bims',
      'Block A – architectural model (IFC4)',
      'block-a-architecture.ifc',
      'application/x-step',
      'bim',
      () => Buffer.from(sampleIfcBuilding({ name: 'Fjordbyen Block A', storeys: 2 })),
    ],
    [
      'bims',
      'Block A – structural model (IFC4)',
      'block-a-structure.ifc',
      'application/x-step',
      'bim',
      () =>
        Buffer.from(sampleIfcBuilding({ name: 'Fjordbyen Block A', storeys: 2, discipline: 'structure' })),
    ],
    [
      'threeds',
      'Block B – balcony module (glTF)',
      'block-b-balcony.glb',
      'model/gltf-binary',
      'threed',
      () => sampleGlb(balconyParts, 'Balcony module'),
    ],
    [
      'threeds',
      'Havnelageret – staircase model',
      'havnelageret-staircase.glb',
      'model/gltf-binary',
      'threed',
      () => sampleGlb(staircaseParts, 'Staircase'),
    ],
    [
      'geojsons',
      'Fjordbyen – drainage lines',
      'fjordbyen-drainage.geojson',
      'application/geo+json',
      'geojson',
      () =>
        sampleGeoJson({
          seed: 42,
          centre: [5.3221, 60.3913],
          count: 42,
          geometry: 'LineString',
          name: 'Drain',
        }),
    ],
    [
      'geojsons',
      'Havnelageret – façade survey points',
      'havnelageret-survey.geojson',
      'application/geo+json',
      'geojson',
      () =>
        sampleGeoJson({
          seed: 118,
          centre: [5.3167, 60.3985],
          count: 118,
          geometry: 'Point',
          name: 'Survey point',
        }),
    ],
  ];
  for (const [kind, title, name, type, purpose, make] of models) {
    const table = contentTables[kind];
    const [item] = await db
      .select({ id: table.id, companyId: table.companyId, createdBy: table.createdBy })
      .from(table)
      .where(eq(table.title, title));
    if (!item) continue;
    const bytes = make();
    const storageKey = `files/demo/${kind}-${item.id}-${name}`;
    await storage.put(storageKey, bytes);
    const file = await insertFile(db, {
      companyId: item.companyId,
      ownerId: item.createdBy,
      name,
      size: bytes.length,
      type,
      purpose,
      storageKey,
    });
    await setContentFiles(db, kind, item.id, item.companyId, [file.id]);
  }
}
