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

const kindOfViewerSegment: Record<string, ContentKind> = Object.fromEntries(
  Object.entries(viewerPaths).map(([kind, path]) => [path(0).split('/')[1]!, kind as ContentKind]),
);

/**
 * The content item a path of this app opens (a viewer's `/tours/12`, a details page's
 * `/content/clouds/3`), or undefined; a chat message's link becomes a card with it.
 */
export function contentAtPath(pathname: string): { kind: ContentKind; id: number } | undefined {
  const details = /^\/content\/(\w+)\/(\d+)\/?$/.exec(pathname);
  if (details && isContentKind(details[1])) return { kind: details[1], id: Number(details[2]) };
  const viewer = /^\/(\w+)\/(\d+)\/?$/.exec(pathname);
  const kind = viewer && kindOfViewerSegment[viewer[1]!];
  return kind ? { kind, id: Number(viewer[2]) } : undefined;
}
