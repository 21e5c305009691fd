import { SingleThreadedFragmentsModel } from '@thatopen/fragments';
import { describe, expect, it } from 'vitest';
import { convertIfc, IfcRejected, readIfcSchema } from './ifc.converter.ts';
import { sampleIfcBuilding } from './ifc.sample.ts';

const encode = (text: string) => new TextEncoder().encode(text);

/** The names of the items under each node of the spatial tree, as a person reads the model tree. */
function spatialNames(model: SingleThreadedFragmentsModel) {
  type Node = { category: string | null; localId: number | null; children?: Node[] };
  const names: Record<string, string[]> = {};
  const walk = (node: Node, category: string | null) => {
    if (node.localId !== null && category) {
      const [data] = model.getItemsData([node.localId], { attributesDefault: true });
      const name = (data?.Name as { value?: string } | undefined)?.value ?? '';
      names[category] = [...(names[category] ?? []), name];
    }
    for (const child of node.children ?? []) walk(child, node.category ?? category);
  };
  walk(model.getSpatialStructure() as Node, null);
  return names;
}

describe('IFC to fragments', () => {
  it.each(['IFC4', 'IFC2X3'] as const)(
    'keeps the spatial tree, property sets and quantities of %s',
    async (schema) => {
      const ifc = encode(sampleIfcBuilding({ schema, storeys: 2, wallsPerStorey: 3 }));
      const progress: number[] = [];
      const result = await convertIfc(ifc, (p) => progress.push(p));
      expect(result.schema).toBe(schema);
      // 3 walls and a slab per storey, and the door on the ground floor.
      expect(result.elements).toBe(9);
      expect(progress.at(-1)).toBe(100);

      const model = new SingleThreadedFragmentsModel('test', result.fragments);
      try {
        const names = spatialNames(model);
        expect(names.IFCBUILDINGSTOREY).toEqual(['Level 0', 'Level 1']);
        expect(names.IFCDOOR).toEqual(['Entrance door']);
        expect(names.IFCWALL).toHaveLength(6);
        const [door] = Object.values(model.getItemsOfCategories([/^IFCDOOR$/])).flat();
        const [data] = model.getItemsData([door!], {
          attributesDefault: true,
          relations: { IsDefinedBy: { attributes: true, relations: true } },
        });
        const sets = (data!.IsDefinedBy as Record<string, { value: unknown }>[]).map((s) => s.Name!.value);
        expect(sets).toEqual(expect.arrayContaining(['Pset_DoorCommon', 'BaseQuantities']));
      } finally {
        model.dispose();
      }
    },
  );

  it.each(['IFC4', 'IFC2X3'] as const)(
    'converts a structural model of %s: columns and beams',
    async (schema) => {
      const ifc = encode(sampleIfcBuilding({ schema, storeys: 2, discipline: 'structure' }));
      const result = await convertIfc(ifc, () => {});
      // Per storey: 5 × 3 columns on the 6 × 7 m grid and 3 beams, one along each lettered line.
      expect(result.elements).toBe(36);
      const model = new SingleThreadedFragmentsModel('test', result.fragments);
      try {
        const names = spatialNames(model);
        expect(names.IFCCOLUMN).toHaveLength(30);
        expect(names.IFCBEAM).toEqual(expect.arrayContaining(['Beam A, level 0', 'Beam C, level 1']));
        expect(names.IFCCOLUMN).toContain('Column B3, level 0');
        expect(names.IFCWALL).toBeUndefined();
      } finally {
        model.dispose();
      }
    },
  );

  it('makes the browser download much less than the IFC', async () => {
    const ifc = encode(sampleIfcBuilding({ storeys: 3, wallsPerStorey: 200 }));
    const result = await convertIfc(ifc);
    expect(result.elements).toBe(3 * 201 + 1);
    expect(result.fragments.length).toBeLessThan(ifc.length / 3);
  });

  it('refuses what is not IFC, an unknown schema, a damaged file and a model without geometry', async () => {
    const reject = (text: string) => convertIfc(encode(text)).catch((error: unknown) => error);
    const notIfc = await reject('hello, world');
    expect(notIfc).toBeInstanceOf(IfcRejected);
    expect((notIfc as IfcRejected).code).toBe('not_ifc');
    expect(() =>
      readIfcSchema(encode("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC9'));\nEND-ISO-10303-21;")),
    ).toThrow('The IFC schema IFC9 is not supported');
    const whole = sampleIfcBuilding();
    const truncated = await reject(whole.slice(0, whole.indexOf('IFCWALL(')));
    expect((truncated as IfcRejected).message).toMatch(/incomplete/);
    const noGeometry = whole.replace(/#\d+=IFC(WALL|SLAB|DOOR)\(.*\n/g, '');
    expect(((await reject(noGeometry)) as IfcRejected).code).toBe('empty');
  });
});
