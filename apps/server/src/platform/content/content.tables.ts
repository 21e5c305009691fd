import type { ContentKind } from '@spatium/contracts';
import { bims } from '../../modules/bims/bims.schema.ts';
import { cloudChildren } from '../../modules/clouds/cloud-children.schema.ts';
import { clouds } from '../../modules/clouds/clouds.schema.ts';
import { floorplans } from '../../modules/floorplans/floorplans.schema.ts';
import { forms } from '../../modules/forms/forms.schema.ts';
import { geojsons } from '../../modules/geojsons/geojsons.schema.ts';
import { grouptours } from '../../modules/grouptours/grouptours.schema.ts';
import { maps } from '../../modules/maps/maps.schema.ts';
import { panoramas } from '../../modules/panoramas/panoramas.schema.ts';
import { stories } from '../../modules/stories/stories.schema.ts';
import { threeds } from '../../modules/threeds/threeds.schema.ts';
import { tours } from '../../modules/tours/tours.schema.ts';
import { videos360 } from '../../modules/videos360/videos360.schema.ts';
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
