import { type ContentKind, contentKindNames } from '@spatium/contracts';

/** A short label per kind, shown when an item has no thumbnail (plain text: emoji fonts are not everywhere). */
export const kindGlyph: Record<ContentKind, string> = {
  tours: 'TOUR',
  grouptours: 'TOURS',
  panoramas: 'PANO',
  clouds: 'PTS',
  cloudChildren: 'PTS',
  bims: 'BIM',
  threeds: '3D',
  maps: 'MAP',
  floorplans: 'PLAN',
  geojsons: 'GEO',
  stories: 'STORY',
  forms: 'FORM',
  videos360: '360°',
};

export function isContentKind(value: string | undefined): value is ContentKind {
  return value !== undefined && (contentKindNames as string[]).includes(value);
}

/** Where an item's detail page is (until each kind has its viewer). */
export function contentPath(kind: ContentKind, id: number): string {
  return `/content/${kind}/${id}`;
}
