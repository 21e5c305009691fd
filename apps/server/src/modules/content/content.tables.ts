import type { ContentKind } from '@spatium/contracts';
import { bims } from '../bims/bims.schema.ts';
import { cloudChildren } from '../clouds/cloud-children.schema.ts';
import { clouds } from '../clouds/clouds.schema.ts';
import { floorplans } from '../floorplans/floorplans.schema.ts';
import { forms } from '../forms/forms.schema.ts';
import { geojsons } from '../geojsons/geojsons.schema.ts';
import { grouptours } from '../grouptours/grouptours.schema.ts';
import { maps } from '../maps/maps.schema.ts';
import { panoramas } from '../panoramas/panoramas.schema.ts';
import { stories } from '../stories/stories.schema.ts';
import { threeds } from '../threeds/threeds.schema.ts';
import { tours } from '../tours/tours.schema.ts';
import { videos360 } from '../videos360/videos360.schema.ts';
import type { ContentTable } from './content.table.ts';

/** Every content kind's table, for the work that spans kinds (project trees, deletes, search). */
export const contentTables: Record<ContentKind, ContentTable> = {
  tours,
  grouptours,
  panoramas,
  clouds,
  cloudChildren,
  bims,
  threeds,
  maps,
  floorplans,
  geojsons,
  stories,
  forms,
  videos360,
};

export type ContentRow = ContentTable['$inferSelect'];
