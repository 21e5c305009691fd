import type { ModuleContext } from '../../context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { type ContentService, registerContentKind, visibleContentIds } from '../content/index.ts';
import { tours } from '../tours/tours.schema.ts';
import { grouptours } from './grouptours.schema.ts';

/**
 * Tour groups: several tours shown as one (list call grouptourslight). properties: `tours`, the ids
 * of the grouped tours in order — each a tour the caller may see, in the group's company.
 */
export function registerGrouptoursModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'grouptours', grouptours, {
    async checkProperties({ db, access, companyId, properties }) {
      const wanted = [...new Set(properties.tours as number[])];
      const visible = await visibleContentIds(db, tours, access, companyId, wanted);
      if (visible.length !== wanted.length)
        throw badRequest('Some tours cannot be added to this group.', 'grouptours.tours');
    },
  });
}
