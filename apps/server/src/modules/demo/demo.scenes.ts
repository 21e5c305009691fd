import type { DemoScene } from './demo.panorama.ts';

const WHITE = [0.9, 0.89, 0.86] as const;
const OAK = [0.72, 0.52, 0.33] as const;

/** The places of the demo's panoramas, by key; each tour walks through a few of them. */
export const demoScenes = {
  blockAEntrance: {
    kind: 'outdoor',
    eye: [0, 1.6, 0],
    ground: 'gravel',
    sun: [2.6, 0.7],
    buildings: [
      { min: [-14, 0, 9], max: [16, 18, 24], color: [0.86, 0.82, 0.74], facade: 'windows', scaffold: true },
      { min: [-40, 0, -30], max: [-22, 12, -8], color: [0.7, 0.45, 0.36], facade: 'brick' },
      { min: [4.5, 0, -6], max: [10.5, 2.8, -3.5], color: [0.95, 0.95, 0.93], facade: 'concrete' },
      { min: [30, 0, -10], max: [31, 28, -9], color: [0.93, 0.75, 0.15], facade: 'concrete' },
    ],
  },
  blockAStairwell: {
    kind: 'room',
    size: [3.2, 8.5, 5.4],
    eye: [1.6, 1.6, 1.2],
    wall: [0.78, 0.78, 0.76],
    walls: 'concrete',
    floor: 'concrete',
    floorColor: [0.62, 0.6, 0.57],
    ceiling: [0.8, 0.8, 0.78],
    lights: 'strips',
    openings: [
      { wall: 's', from: 1.1, to: 2.1, bottom: 0, top: 2.1, type: 'door' },
      { wall: 'n', from: 0.9, to: 2.3, bottom: 3.2, top: 5.6, type: 'window' },
      { wall: 'e', from: 2.2, to: 3.1, bottom: 0, top: 2.1, type: 'door' },
    ],
  },
  blockAEastWing: {
    kind: 'room',
    size: [2.4, 2.7, 26],
    eye: [1.2, 1.6, 3],
    wall: WHITE,
    floor: 'tiles',
    floorColor: [0.7, 0.7, 0.68],
    ceiling: [0.93, 0.93, 0.91],
    lights: 'strips',
    openings: [
      { wall: 'w', from: 4, to: 4.9, bottom: 0, top: 2.1, type: 'door' },
      { wall: 'w', from: 11, to: 11.9, bottom: 0, top: 2.1, type: 'door' },
      { wall: 'e', from: 7, to: 7.9, bottom: 0, top: 2.1, type: 'door' },
      { wall: 'e', from: 16, to: 16.9, bottom: 0, top: 2.1, type: 'door' },
      { wall: 'n', from: 0.5, to: 1.9, bottom: 0.9, top: 2.3, type: 'window' },
    ],
  },
  blockBLiving: {
    kind: 'room',
    size: [6.2, 2.6, 5],
    eye: [2.8, 1.5, 2.2],
    wall: [0.92, 0.9, 0.85],
    floor: 'planks',
    floorColor: OAK,
    ceiling: [0.95, 0.95, 0.94],
    lights: 'panels',
    openings: [
      { wall: 'n', from: 0.6, to: 3.0, bottom: 0.2, top: 2.3, type: 'window' },
      { wall: 'n', from: 3.4, to: 5.6, bottom: 0, top: 2.3, type: 'window' },
      { wall: 's', from: 4.6, to: 5.5, bottom: 0, top: 2.1, type: 'door' },
      { wall: 'e', from: 1.2, to: 2.6, bottom: 0.9, top: 2.2, type: 'window' },
    ],
  },
  blockBKitchen: {
    kind: 'room',
    size: [3.6, 2.6, 4.2],
    eye: [1.7, 1.5, 2.3],
    wall: [0.86, 0.9, 0.88],
    floor: 'tiles',
    floorColor: [0.55, 0.55, 0.56],
    ceiling: [0.95, 0.95, 0.94],
    lights: 'panels',
    openings: [
      { wall: 'e', from: 1.4, to: 2.8, bottom: 1.0, top: 2.2, type: 'window' },
      { wall: 'w', from: 2.9, to: 3.8, bottom: 0, top: 2.1, type: 'door' },
    ],
  },
  blockBBalcony: {
    kind: 'outdoor',
    eye: [0, 13.6, 0],
    ground: 'grass',
    sun: [-0.6, 0.5],
    buildings: [
      { min: [-8, 0, -20], max: [8, 12, -1.5], color: [0.88, 0.86, 0.8], facade: 'windows' },
      { min: [-30, 0, 25], max: [-5, 15, 40], color: [0.85, 0.83, 0.78], facade: 'windows' },
      { min: [10, 0, 30], max: [40, 9, 45], color: [0.72, 0.46, 0.36], facade: 'brick' },
    ],
  },
  havnelageretQuay: {
    kind: 'outdoor',
    eye: [0, 1.6, 0],
    ground: 'asphalt',
    sun: [-2.2, 0.45],
    buildings: [
      { min: [6, 0, -30], max: [24, 14, 30], color: [0.66, 0.36, 0.28], facade: 'brick', scaffold: true },
      { min: [-30, 0, 40], max: [-10, 10, 60], color: [0.8, 0.78, 0.72], facade: 'windows' },
    ],
  },
  havnelageretHall: {
    kind: 'room',
    size: [16, 6.5, 30],
    eye: [8, 1.6, 9],
    wall: [0.7, 0.4, 0.31],
    walls: 'brick',
    floor: 'concrete',
    floorColor: [0.6, 0.58, 0.55],
    ceiling: [0.5, 0.42, 0.34],
    lights: 'panels',
    openings: [
      { wall: 'e', from: 3, to: 5.5, bottom: 2.2, top: 5.4, type: 'window' },
      { wall: 'e', from: 9, to: 11.5, bottom: 2.2, top: 5.4, type: 'window' },
      { wall: 'e', from: 15, to: 17.5, bottom: 2.2, top: 5.4, type: 'window' },
      { wall: 'e', from: 21, to: 23.5, bottom: 2.2, top: 5.4, type: 'window' },
      { wall: 's', from: 6, to: 10, bottom: 0, top: 4.2, type: 'door' },
    ],
  },
  e39Abutment: {
    kind: 'outdoor',
    eye: [0, 1.6, 0],
    ground: 'gravel',
    sun: [3.5, 0.5],
    buildings: [
      { min: [-9, 0, 14], max: [9, 6, 22], color: [0.78, 0.78, 0.76], facade: 'concrete', scaffold: true },
      { min: [-7, 6.5, 18], max: [7, 8, 220], color: [0.74, 0.74, 0.72], facade: 'concrete' },
      { min: [-2, 0, 60], max: [2, 6.5, 64], color: [0.74, 0.74, 0.72], facade: 'concrete' },
      { min: [-2, 0, 110], max: [2, 6.5, 114], color: [0.74, 0.74, 0.72], facade: 'concrete' },
      { min: [-20, 0, -12], max: [-14, 2.6, -9.5], color: [0.92, 0.9, 0.86], facade: 'concrete' },
    ],
  },
  e39Approach: {
    kind: 'outdoor',
    eye: [2, 1.6, 0],
    ground: 'asphalt',
    sun: [-1.2, 0.3],
    buildings: [
      { min: [-7, 0, 60], max: [7, 8, 70], color: [0.78, 0.78, 0.76], facade: 'concrete' },
      { min: [14, 0, 10], max: [20, 3, 16], color: [0.2, 0.45, 0.75], facade: 'concrete' },
    ],
  },
} satisfies Record<string, DemoScene>;

export type DemoSceneKey = keyof typeof demoScenes;
