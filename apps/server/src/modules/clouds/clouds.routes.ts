import { sql } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type ContentService, registerContentKind, visibleContentIds } from '../content/index.ts';
import { cloudChildren } from './cloud-children.schema.ts';
import { clouds } from './clouds.schema.ts';

/**
 * Point clouds (list call getpartclouds). properties: `points` once counted; `pin_protected` locks
 * the cloud behind a PIN in the viewer (SPEC §1). Files: LAS/LAZ (upload purpose `cloud`).
 */
export function registerCloudsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'clouds', clouds);
}

/**
 * Cloud children: scans or tiles of a point cloud (list call children_light, `?cloud=` for one
 * cloud's). properties: `cloud`, the parent — a cloud the caller may see, in the same company.
 */
export function registerCloudChildrenModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'cloudChildren', cloudChildren, {
    async checkProperties({ db, access, companyId, properties }) {
      const cloud = properties.cloud as number;
      const visible = await visibleContentIds(db, clouds, access, companyId, [cloud]);
      if (visible.length === 0) throw notFound('The cloud');
    },
    listFilter: (table, query) =>
      query.cloud === undefined ? undefined : sql`(${table.properties}->>'cloud')::int = ${query.cloud}`,
  });
}
