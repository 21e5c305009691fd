import type { FloorplanBuildingView } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { currentFloor } from './FloorSwitcher.tsx';

const plan = { id: 7, sheets: [{ file: 70 }, { file: 71 }] } as Parameters<typeof currentFloor>[1];
const floor = (id: string, floorplan: number | null, file: number | null) => ({
  id,
  name: id,
  floorplan,
  file,
});

describe('currentFloor', () => {
  it('prefers the floor that names the sheet over one showing the first sheet by default', () => {
    const buildings: FloorplanBuildingView[] = [
      { id: 'a', name: 'A', floors: [floor('level-1', 7, null), floor('level-2', 7, 70)] },
    ];
    expect(currentFloor(buildings, plan, 70)).toEqual({ building: 'a', floor: 'level-2' });
  });

  it('takes the default floor for the first sheet, and nothing for a sheet no floor shows', () => {
    const buildings: FloorplanBuildingView[] = [
      { id: 'a', name: 'A', floors: [floor('level-1', 7, null), floor('level-2', 7, 71)] },
    ];
    expect(currentFloor(buildings, plan, 70)).toEqual({ building: 'a', floor: 'level-1' });
    expect(currentFloor(buildings, plan, 71)).toEqual({ building: 'a', floor: 'level-2' });
    expect(currentFloor(buildings, { ...plan, id: 8 }, 70)).toBeNull();
  });

  it('tells apart floors of the same id in two buildings', () => {
    const buildings: FloorplanBuildingView[] = [
      { id: 'a', name: 'A', floors: [floor('level-1', 9, null)] },
      { id: 'b', name: 'B', floors: [floor('level-1', 7, 71)] },
    ];
    expect(currentFloor(buildings, plan, 71)).toEqual({ building: 'b', floor: 'level-1' });
  });
});
