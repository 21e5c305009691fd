export type ColourMode = 'rgb' | 'intensity' | 'classification' | 'elevation';
export const colourModes: ColourMode[] = ['rgb', 'intensity', 'classification', 'elevation'];

/** What the reader chose for the scene: shared settings, and each cloud's own visibility and colour. */
export interface CloudSettings {
  pointBudget: number;
  pointSize: number;
  edl: boolean;
  hiddenClasses: number[];
  clouds: Record<number, { visible: boolean; colour: ColourMode }>;
}

export const defaultSettings: CloudSettings = {
  pointBudget: 1_000_000,
  pointSize: 1,
  edl: true,
  hiddenClasses: [],
  clouds: {},
};

/** ASPRS LAS classes the legend names (LAS 1.4 R15, table 17), with the colour each is drawn in. */
export const lasClasses: { code: number; rgb: [number, number, number] }[] = [
  { code: 1, rgb: [0.6, 0.6, 0.6] },
  { code: 2, rgb: [0.63, 0.32, 0.18] },
  { code: 3, rgb: [0.55, 0.85, 0.35] },
  { code: 4, rgb: [0.2, 0.7, 0.2] },
  { code: 5, rgb: [0.05, 0.45, 0.1] },
  { code: 6, rgb: [1, 0.66, 0] },
  { code: 7, rgb: [1, 0, 1] },
  { code: 9, rgb: [0, 0.4, 1] },
  { code: 11, rgb: [0.25, 0.25, 0.3] },
  { code: 17, rgb: [0.9, 0.9, 0.2] },
];
