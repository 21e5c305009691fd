/** A link both ways between two scenes: `yaw` is where each sees the other. */
type Way = [from: string, to: string, yaw: number, title: string];

interface SceneSpec {
  id: string;
  title: string;
  panorama: string;
  points?: { id: string; title: string; description: string; yaw: number; pitch: number }[];
  annotations?: {
    id: string;
    title: string;
    description: string;
    category: string;
    yaw: number;
    pitch: number;
  }[];
}

function tour(scenes: SceneSpec[], ways: Way[], panoramaIds: Map<string, number>, categories = CATEGORIES) {
  return {
    locale: 'en-US',
    localizations: [],
    public: false,
    plan: null,
    annotation_categories: categories,
    scenes: scenes.map((scene) => ({
      id: scene.id,
      title: scene.title,
      panorama: panoramaIds.get(scene.panorama)!,
      start_view: { yaw: 0, pitch: 0, zoom: 50 },
      plan_position: null,
      links: ways.flatMap(([from, to, yaw, title]) => [
        ...(from === scene.id ? [{ id: `to-${to}`, to, title, yaw, pitch: -0.15 }] : []),
        // The way back is seen behind you.
        ...(to === scene.id
          ? [
              {
                id: `to-${from}`,
                to: from,
                title: `Back to ${scenes.find((s) => s.id === from)!.title.toLowerCase()}`,
                yaw: yaw > 0 ? yaw - Math.PI : yaw + Math.PI,
                pitch: -0.15,
              },
            ]
          : []),
      ]),
      hotspots: [],
      points_of_interest: (scene.points ?? []).map((p) => ({ ...p, importance: 'medium' })),
      annotations: scene.annotations ?? [],
    })),
  };
}

const CATEGORIES = [
  { id: 'safety', name: 'Safety', color: '#e03131' },
  { id: 'defects', name: 'Defects', color: '#1971c2' },
];

/** The scenes of every demo tour but the public one, by tour title, on the seeded panoramas. */
export function demoTourScenes(panoramaIds: Map<string, number>): Record<string, ReturnType<typeof tour>> {
  return {
    'Fjordbyen Block A – 360 site walk': tour(
      [
        {
          id: 'gate',
          title: 'Site entrance',
          panorama: 'Block A – main entrance',
          points: [
            {
              id: 'crane',
              title: 'Tower crane 1',
              description: 'Lifting zone closed 07–09.',
              yaw: 2.3,
              pitch: 0.3,
            },
          ],
        },
        {
          id: 'corridor',
          title: 'Level 3 east wing',
          panorama: 'Block A – level 3 east wing',
          annotations: [
            {
              id: 'door-frame',
              title: 'Door frame out of plumb',
              description: 'Flat 3-07, about 8 mm over the height.',
              category: 'defects',
              yaw: -1.4,
              pitch: 0,
            },
          ],
        },
        { id: 'stairs', title: 'Stairwell 2', panorama: 'Block A – stairwell 2, level 3' },
      ],
      [
        ['gate', 'corridor', 0.1, 'Into the building'],
        ['corridor', 'stairs', 0.05, 'To stairwell 2'],
      ],
      panoramaIds,
    ),
    'Fjordbyen Block B – handover inspection': tour(
      [
        {
          id: 'living',
          title: 'Living room',
          panorama: 'Block B – flat B-402, living room',
          annotations: [
            {
              id: 'parquet',
              title: 'Scratch in the parquet',
              description: 'By the balcony door, 20 cm long.',
              category: 'defects',
              yaw: 0.4,
              pitch: -0.9,
            },
          ],
        },
        {
          id: 'kitchen',
          title: 'Kitchen',
          panorama: 'Block B – flat B-402, kitchen',
          annotations: [
            {
              id: 'sealant',
              title: 'Missing sealant joint',
              description: 'Between the worktop and the wall.',
              category: 'defects',
              yaw: 1.6,
              pitch: -0.3,
            },
          ],
        },
        {
          id: 'balcony',
          title: 'Balcony',
          panorama: 'Block B – flat B-402, balcony',
          points: [
            {
              id: 'drain',
              title: 'Balcony drain',
              description: 'Tested with water: drains freely.',
              yaw: 0,
              pitch: -1,
            },
          ],
        },
      ],
      [
        ['living', 'kitchen', 2.4, 'To the kitchen'],
        ['living', 'balcony', 0.6, 'Out on the balcony'],
      ],
      panoramaIds,
    ),
    'Havnelageret facade – scaffolding walk': tour(
      [
        {
          id: 'quay',
          title: 'Quay and west facade',
          panorama: 'Havnelageret – quay and west facade',
          annotations: [
            {
              id: 'scaffold-tag',
              title: 'Scaffold tag missing',
              description: 'Bay 4 has no inspection tag.',
              category: 'safety',
              yaw: 1.5,
              pitch: 0.2,
            },
          ],
        },
        {
          id: 'hall',
          title: 'Hall behind the facade',
          panorama: 'Havnelageret – hall behind the facade',
          points: [
            {
              id: 'lintel',
              title: 'Steel lintels',
              description: 'New lintels over the opened windows.',
              yaw: 1.6,
              pitch: 0.5,
            },
          ],
        },
      ],
      [['quay', 'hall', 1.9, 'Inside the warehouse']],
      panoramaIds,
    ),
    'E39 north abutment – 360 site walk': tour(
      [
        {
          id: 'abutment',
          title: 'North abutment',
          panorama: 'E39 – north abutment',
          annotations: [
            {
              id: 'edge',
              title: 'Edge protection missing',
              description: 'On the deck end above the bearing shelf.',
              category: 'safety',
              yaw: 0,
              pitch: 0.35,
            },
          ],
        },
        { id: 'approach', title: 'Approach road', panorama: 'E39 – approach road' },
      ],
      [['abutment', 'approach', Math.PI - 0.2, 'To the approach road']],
      panoramaIds,
    ),
  };
}
