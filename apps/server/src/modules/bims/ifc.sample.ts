import { randomBytes } from 'node:crypto';

export interface SampleBuildingOptions {
  /** The IFC schema written in the header. */
  schema?: 'IFC2X3' | 'IFC4';
  storeys?: number;
  /** Walls per storey (along a line, 5 m apart); the benchmark asks for thousands. */
  wallsPerStorey?: number;
  name?: string;
  /**
   * What the model holds: the architect's walls, slabs and door, or the engineer's columns and beams
   * on the same footprint (a second model of the same building, as projects federate them).
   */
  discipline?: 'architecture' | 'structure';
}

const GUID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A 22-character IFC GlobalId (compressed base-64 GUID). */
function ifcGuid(): string {
  const bytes = randomBytes(22);
  let guid = GUID_ALPHABET[bytes[0]! % 4]!; // The first character carries two bits only.
  for (let i = 1; i < 22; i++) guid += GUID_ALPHABET[bytes[i]! % 64];
  return guid;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * A small but complete IFC building, written as STEP text: project → site → building → storeys, each
 * storey with walls, a floor slab and (on the ground floor) a door, every element with a property
 * set and base quantities. Tests, the demo and the benchmark convert it; no IFC file is checked in.
 */
export function sampleIfcBuilding(options: SampleBuildingOptions = {}): string {
  const {
    schema = 'IFC4',
    storeys = 2,
    wallsPerStorey = 4,
    name = 'Block A',
    discipline = 'architecture',
  } = options;
  const lines: string[] = [];
  const add = (entity: string) => {
    lines.push(`#${lines.length + 1}=${entity};`);
    return `#${lines.length}`;
  };
  const owner = add('IFCOWNERHISTORY($,$,$,.NOCHANGE.,$,$,$,0)');
  const point = (x: number, y: number, z: number) => add(`IFCCARTESIANPOINT((${f(x)},${f(y)},${f(z)}))`);
  const up = add('IFCDIRECTION((0.,0.,1.))');
  const east = add('IFCDIRECTION((1.,0.,0.))');
  const placementAt = (at: string) => add(`IFCAXIS2PLACEMENT3D(${at},${up},${east})`);
  const origin = placementAt(point(0, 0, 0));
  const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${origin},$)`);
  const body = add(
    `IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`,
  );
  const metre = add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)');
  const square = add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)');
  const cubic = add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)');
  const units = add(`IFCUNITASSIGNMENT((${metre},${square},${cubic}))`);
  const project = add(
    `IFCPROJECT('${ifcGuid()}',${owner},${quote(`${name} project`)},$,$,$,$,(${context}),${units})`,
  );
  const sitePlacement = add(`IFCLOCALPLACEMENT($,${origin})`);
  const site = add(`IFCSITE('${ifcGuid()}',${owner},'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlacement = add(`IFCLOCALPLACEMENT(${sitePlacement},${origin})`);
  const building = add(
    `IFCBUILDING('${ifcGuid()}',${owner},${quote(name)},$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`,
  );
  add(`IFCRELAGGREGATES('${ifcGuid()}',${owner},$,$,${project},(${site}))`);
  add(`IFCRELAGGREGATES('${ifcGuid()}',${owner},$,$,${site},(${building}))`);

  const extrusion = (xDim: number, yDim: number, depth: number, at: [number, number]) => {
    const profile = add(
      `IFCRECTANGLEPROFILEDEF(.AREA.,$,${add(`IFCAXIS2PLACEMENT2D(${add(`IFCCARTESIANPOINT((${f(at[0])},${f(at[1])}))`)},$)`)},${f(xDim)},${f(yDim)})`,
    );
    const solid = add(`IFCEXTRUDEDAREASOLID(${profile},${origin},${up},${f(depth)})`);
    const shape = add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`);
    return add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
  };
  const describe = (element: string, pset: string, props: [string, string][], quantities: string[]) => {
    const values = props.map(([key, value]) => add(`IFCPROPERTYSINGLEVALUE(${quote(key)},$,${value},$)`));
    const set = add(`IFCPROPERTYSET('${ifcGuid()}',${owner},${quote(pset)},$,(${values.join(',')}))`);
    add(`IFCRELDEFINESBYPROPERTIES('${ifcGuid()}',${owner},$,$,(${element}),${set})`);
    const base = add(
      `IFCELEMENTQUANTITY('${ifcGuid()}',${owner},'BaseQuantities',$,$,(${quantities.map(add).join(',')}))`,
    );
    add(`IFCRELDEFINESBYPROPERTIES('${ifcGuid()}',${owner},$,$,(${element}),${base})`);
  };

  const storeyIds: string[] = [];
  const height = 3;
  const walls = wallLayout(wallsPerStorey);
  const footprint = walls.reduce(
    (box, [, x, y, dx, dy]) => ({ x: Math.max(box.x, x + dx), y: Math.max(box.y, y + dy) }),
    { x: 0, y: 0 },
  );
  for (let level = 0; level < storeys; level++) {
    const storeyPlacement = add(
      `IFCLOCALPLACEMENT(${buildingPlacement},${placementAt(point(0, 0, level * height))})`,
    );
    const storey = add(
      `IFCBUILDINGSTOREY('${ifcGuid()}',${owner},${quote(`Level ${level}`)},$,$,${storeyPlacement},$,$,.ELEMENT.,${f(level * height)})`,
    );
    storeyIds.push(storey);
    const contained: string[] = [];
    const place = (x: number, y: number, z = 0) =>
      add(`IFCLOCALPLACEMENT(${storeyPlacement},${placementAt(point(x, y, z))})`);
    if (discipline === 'structure') {
      for (const [x, y] of columnGrid(footprint)) {
        const column = add(
          `IFCCOLUMN('${ifcGuid()}',${owner},${quote(`Column ${gridName(x, y)}, level ${level}`)},$,$,${place(x - 0.2, y - 0.2)},${extrusion(0.4, 0.4, height - 0.5, [0.2, 0.2])},$,.COLUMN.)`,
        );
        describe(
          column,
          'Pset_ColumnCommon',
          [
            ['LoadBearing', 'IFCBOOLEAN(.T.)'],
            ['FireRating', "IFCLABEL('R 90')"],
          ],
          [
            `IFCQUANTITYLENGTH('Length',$,$,${f(height - 0.5)},$)`,
            `IFCQUANTITYVOLUME('NetVolume',$,$,${f(0.16 * (height - 0.5))},$)`,
          ],
        );
        contained.push(column);
      }
      for (const y of gridLines(footprint.y, 7)) {
        const beam = add(
          `IFCBEAM('${ifcGuid()}',${owner},${quote(`Beam ${gridName(0, y).charAt(0)}, level ${level}`)},$,$,${place(0, y - 0.15, height - 0.5)},${extrusion(footprint.x, 0.3, 0.5, [footprint.x / 2, 0.15])},$,.BEAM.)`,
        );
        describe(
          beam,
          'Pset_BeamCommon',
          [
            ['LoadBearing', 'IFCBOOLEAN(.T.)'],
            ['Span', `IFCPOSITIVELENGTHMEASURE(${f(footprint.x)})`],
          ],
          [
            `IFCQUANTITYLENGTH('Length',$,$,${f(footprint.x)},$)`,
            `IFCQUANTITYVOLUME('NetVolume',$,$,${f(footprint.x * 0.15)},$)`,
          ],
        );
        contained.push(beam);
      }
      add(
        `IFCRELCONTAINEDINSPATIALSTRUCTURE('${ifcGuid()}',${owner},$,$,(${contained.join(',')}),${storey})`,
      );
      continue;
    }
    for (const [wallName, x, y, dx, dy] of walls) {
      const length = Math.max(dx, dy);
      const wall = add(
        `IFCWALL('${ifcGuid()}',${owner},${quote(`${wallName}, level ${level}`)},$,$,${place(x, y)},${extrusion(dx, dy, height - 0.2, [dx / 2, dy / 2])},$,.STANDARD.)`,
      );
      describe(
        wall,
        'Pset_WallCommon',
        [
          ['IsExternal', `IFCBOOLEAN(.${walls.length <= 4 ? 'T' : 'F'}.)`],
          ['LoadBearing', 'IFCBOOLEAN(.T.)'],
          ['FireRating', "IFCLABEL('EI 60')"],
        ],
        [
          `IFCQUANTITYLENGTH('Length',$,$,${f(length)},$)`,
          `IFCQUANTITYVOLUME('NetVolume',$,$,${f(dx * dy * (height - 0.2))},$)`,
        ],
      );
      contained.push(wall);
    }
    const columns = footprint.x;
    const rows = footprint.y;
    const slab = add(
      `IFCSLAB('${ifcGuid()}',${owner},${quote(`Floor slab ${level}`)},$,$,${place(0, 0, -0.2)},${extrusion(columns, rows, 0.2, [columns / 2, rows / 2])},$,.FLOOR.)`,
    );
    describe(
      slab,
      'Pset_SlabCommon',
      [['IsExternal', 'IFCBOOLEAN(.F.)']],
      [`IFCQUANTITYAREA('GrossArea',$,$,${f(columns * rows)},$)`],
    );
    contained.push(slab);
    if (level === 0) {
      const door = add(
        `IFCDOOR('${ifcGuid()}',${owner},'Entrance door',$,$,${place(1.5, -0.05)},${extrusion(1, 0.3, 2.1, [0.5, 0.15])},$,2.1,1.,.DOOR.,.SINGLE_SWING_LEFT.,$)`,
      );
      describe(
        door,
        'Pset_DoorCommon',
        [
          ['IsExternal', 'IFCBOOLEAN(.T.)'],
          ['FireRating', "IFCLABEL('EI 30')"],
        ],
        ["IFCQUANTITYLENGTH('Width',$,$,1.,$)", "IFCQUANTITYLENGTH('Height',$,$,2.1,$)"],
      );
      contained.push(door);
    }
    add(`IFCRELCONTAINEDINSPATIALSTRUCTURE('${ifcGuid()}',${owner},$,$,(${contained.join(',')}),${storey})`);
  }
  add(`IFCRELAGGREGATES('${ifcGuid()}',${owner},$,$,${building},(${storeyIds.join(',')}))`);

  const data = schema === 'IFC2X3' ? lines.map(ifc2x3) : lines;
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
    `FILE_NAME(${quote(`${name}.ifc`)},'2026-01-01T00:00:00',('Spatium'),('Spatium'),'Spatium','Spatium','');`,
    `FILE_SCHEMA(('${schema}'));`,
    'ENDSEC;',
    'DATA;',
    ...data,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/**
 * Walls as [name, x, y, length along x, along y]: up to four close a 24 × 14 m rectangle; more stand
 * in rows of 50, 5 m apart, as the benchmark's thousands need no shape.
 */
function wallLayout(count: number): [string, number, number, number, number][] {
  if (count <= 4)
    return (
      [
        ['South wall', 0, 0, 24, 0.3],
        ['North wall', 0, 13.7, 24, 0.3],
        ['West wall', 0, 0.3, 0.3, 13.4],
        ['East wall', 23.7, 0.3, 0.3, 13.4],
      ] as [string, number, number, number, number][]
    ).slice(0, count);
  return Array.from({ length: count }, (_, i) => [
    `Wall ${i + 1}`,
    (i % 50) * 5,
    Math.floor(i / 50) * 6,
    4.8,
    0.2,
  ]);
}

/** Grid lines from 0 to `length`, about `spacing` apart, the last on the edge. */
function gridLines(length: number, spacing: number): number[] {
  const bays = Math.max(1, Math.round(length / spacing));
  return Array.from({ length: bays + 1 }, (_, i) => (length * i) / bays);
}

/** Columns where the grid lines cross, kept inside the footprint's edges. */
function columnGrid(footprint: { x: number; y: number }): [number, number][] {
  const inside = (value: number, length: number) => Math.min(Math.max(value, 0.2), length - 0.2);
  return gridLines(footprint.x, 6).flatMap((x) =>
    gridLines(footprint.y, 7).map((y): [number, number] => [inside(x, footprint.x), inside(y, footprint.y)]),
  );
}

/** A grid position as engineers name it: letters across, numbers along (A1, B3…). */
function gridName(x: number, y: number): string {
  return `${String.fromCharCode(65 + Math.round(y / 7))}${Math.round(x / 6) + 1}`;
}

/** STEP reals always carry a point. */
function f(value: number): string {
  const text = String(Math.round(value * 1e6) / 1e6);
  return text.includes('.') || text.includes('E') ? text : `${text}.`;
}

/** IFC 2x3 has no predefined type on walls, nor type and operation on doors. */
function ifc2x3(line: string): string {
  if (line.includes('=IFCDOOR(')) return line.replace(',.DOOR.,.SINGLE_SWING_LEFT.,$);', ');');
  if (line.includes('=IFCWALL(')) return line.replace(',.STANDARD.);', ');');
  if (line.includes('=IFCCOLUMN(')) return line.replace(',.COLUMN.);', ');');
  if (line.includes('=IFCBEAM(')) return line.replace(',.BEAM.);', ');');
  return line;
}
