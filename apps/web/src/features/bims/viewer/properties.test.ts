import { describe, expect, it } from 'vitest';
import { propertySections } from './properties.ts';

describe('the properties of a picked element', () => {
  it('lists its attributes, then each property and quantity set by name', () => {
    const door = {
      _category: { value: 'IFCDOOR' },
      _localId: { value: 124 },
      _guid: { value: '29vJkrnDRvOa1pVoBaMNsP' },
      Name: { value: 'Entrance door', type: 'IFCLABEL' },
      OverallWidth: { value: 1.2345, type: 'IFCPOSITIVELENGTHMEASURE' },
      IsDefinedBy: [
        {
          Name: { value: 'Pset_DoorCommon' },
          HasProperties: [
            { Name: { value: 'IsExternal' }, NominalValue: { value: true, type: 'IFCBOOLEAN' } },
            { Name: { value: 'FireRating' }, NominalValue: { value: 'EI 30' } },
          ],
        },
        {
          Name: { value: 'BaseQuantities' },
          Quantities: [{ Name: { value: 'Width' }, LengthValue: { value: 1 } }],
        },
      ],
    };
    const sections = propertySections(door, { attributes: 'Attributes', yes: 'Ja', no: 'Nei', locale: 'nb' });
    expect(sections).toEqual([
      {
        title: 'Attributes',
        rows: [
          { name: 'Class', value: 'IFCDOOR' },
          { name: 'GlobalId', value: '29vJkrnDRvOa1pVoBaMNsP' },
          { name: 'Name', value: 'Entrance door' },
          { name: 'OverallWidth', value: '1,235' },
        ],
      },
      { title: 'BaseQuantities', rows: [{ name: 'Width', value: '1' }] },
      {
        title: 'Pset_DoorCommon',
        rows: [
          { name: 'IsExternal', value: 'Ja' },
          { name: 'FireRating', value: 'EI 30' },
        ],
      },
    ]);
  });
});
