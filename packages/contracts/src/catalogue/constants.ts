/**
 * Content kinds that live in a sub-project. Each is its own table, server module and web feature;
 * `list` and `item` are the spec's call names (SPEC §7), `notice` the deleted confirmation (SPEC §8).
 */
export const contentKinds = {
  tours: { list: '/tourslights', item: '/tours', notice: 'Tour' },
  grouptours: { list: '/grouptourslight', item: '/grouptours', notice: 'Tour Group' },
  panoramas: { list: '/panoramas', item: '/panoramas', notice: 'Dataset' },
  clouds: { list: '/getpartclouds', item: '/clouds', notice: 'Dataset' },
  cloudChildren: { list: '/children_light', item: '/cloud-children', notice: 'Dataset' },
  bims: { list: '/bims', item: '/bims', notice: 'Dataset' },
  threeds: { list: '/threeds', item: '/threeds', notice: 'Dataset' },
  maps: { list: '/maps', item: '/maps', notice: 'Dataset' },
  floorplans: { list: '/floorplans', item: '/floorplans', notice: 'Dataset' },
  geojsons: { list: '/geojsons', item: '/geojsons', notice: 'Dataset' },
  stories: { list: '/stories', item: '/stories', notice: 'Story' },
  forms: { list: '/systemforms', item: '/systemforms', notice: 'Form' },
  videos360: { list: '/videos-360-s', item: '/videos-360-s', notice: 'Dataset' },
} as const;
export type ContentKind = keyof typeof contentKinds;
export const contentKindNames = Object.keys(contentKinds) as ContentKind[];

/** Why tiling a panorama failed: not an image, not 2:1, too large, its file gone, or the server. */
export const panoramaFailures = [
  'unreadable',
  'not_equirectangular',
  'too_large',
  'missing_image',
  'server',
] as const;
export type PanoramaFailure = (typeof panoramaFailures)[number];
