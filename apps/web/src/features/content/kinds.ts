import { type ContentKind, contentKindNames } from '@spatium/contracts';

export function isContentKind(value: string | undefined): value is ContentKind {
  return value !== undefined && (contentKindNames as string[]).includes(value);
}

/** An item's details page: title, files, tags, and what may be done with it. */
export function contentPath(kind: ContentKind, id: number): string {
  return `/content/${kind}/${id}`;
}

/** Where each kind that has a viewer opens; the others have their details page only, for now. */
const viewerPaths: Partial<Record<ContentKind, (id: number) => string>> = {
  tours: (id) => `/tours/${id}`,
  grouptours: (id) => `/grouptours/${id}`,
  panoramas: (id) => `/panoramas/${id}`,
  videos360: (id) => `/videos360/${id}`,
  clouds: (id) => `/clouds/${id}`,
  bims: (id) => `/bims/${id}`,
  threeds: (id) => `/threeds/${id}`,
  maps: (id) => `/maps/${id}`,
  floorplans: (id) => `/floorplans/${id}`,
  stories: (id) => `/story/${id}`,
};

/** The item's viewer, if its kind has one. */
export function viewerPath(kind: ContentKind, id: number): string | undefined {
  return viewerPaths[kind]?.(id);
}

/** Where a card opens: the item's viewer if its kind has one, else its details page. */
export function openPath(kind: ContentKind, id: number): string {
  return viewerPath(kind, id) ?? contentPath(kind, id);
}
