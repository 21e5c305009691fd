import { cloudRoutes, type MeasurementQuery } from '@spatium/contracts';
import { sql } from 'drizzle-orm';
import type { ModuleContext, ServiceContext } from '../../context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ContentService, registerContentKind, visibleContentIds } from '../content/index.ts';
import { openStoredFile, sendStoredFile } from '../files/index.ts';
import type { ShareLinkService } from '../sharelinks/index.ts';
import { cloudChildren } from './cloud-children.schema.ts';
import type { CloudKind } from './clouds.keys.ts';
import { clouds } from './clouds.schema.ts';
import { CloudService } from './clouds.service.ts';
import { MeasurementService } from './measurements.service.ts';

const contentTypes = {
  'metadata.json': 'application/json',
  'hierarchy.bin': 'application/octet-stream',
  'octree.bin': 'application/octet-stream',
} as const;

/**
 * Point clouds (list call getpartclouds) and their children (children_light, `?cloud=` for one
 * cloud's; `properties.cloud` names the parent, a cloud the caller may see in the same company).
 * properties: `status`/`progress`/`error` follow the conversion of the LAS file (upload purpose
 * `cloud`) into a Potree 2 octree, then `points` and `bounds`; `pin_protected` locks a cloud behind
 * a PIN (SPEC §1), set through its own call; `public` opens it at /pc_viewer/{id} without sign-in,
 * and share links (`/v/{code}`) open one cloud with a saved camera. Octree files are served only
 * through signed grants.
 */
export function registerCloudsModules(
  ctx: ModuleContext,
  /** The other kinds measured with the 3D toolkit, registered after the clouds (hence lazily). */
  measured: () => Record<Exclude<MeasurementQuery['content'], 'clouds'>, ContentService>,
  shareLinks: ShareLinkService,
): Record<CloudKind, ContentService> {
  let contents: Record<CloudKind, ContentService> | undefined;
  const service = new CloudService(ctx, () => contents!, ctx.throttle);
  const cloudsContent = registerContentKind(ctx, 'clouds', clouds, service.hooks('clouds'));
  const childrenContent = registerContentKind(ctx, 'cloudChildren', cloudChildren, {
    ...service.hooks('cloudChildren'),
    async checkProperties({ db, access, companyId, properties }) {
      const cloud = properties.cloud as number;
      const visible = await visibleContentIds(db, clouds, access, companyId, [cloud]);
      if (visible.length === 0) throw notFound('The cloud');
    },
    listFilter: (table, query) =>
      query.cloud === undefined
        ? undefined
        : sql`(${table.properties}->>'cloud')::int = ${sql.placeholder('cloud')}`,
  });
  contents = { clouds: cloudsContent, cloudChildren: childrenContent };
  const measurements = new MeasurementService(ctx, () => ({ ...measured(), clouds: cloudsContent }));

  const { mount } = ctx.routes;
  mount(cloudRoutes.cloudViewer, ({ actor, params, query }) =>
    service.viewer(actor, params.id, query.unlock),
  );
  mount(cloudRoutes.unlockCloud, ({ actor, params, body }, { request }) =>
    service.unlock(actor, params.id, body.pin, request.ip),
  );
  mount(cloudRoutes.publicCloud, ({ params, query }) => service.publicViewer(params.id, query.unlock));
  mount(
    cloudRoutes.unlockPublicCloud,
    ({ params, body }, { request }) => service.unlockPublic(params.id, body.pin, request.ip),
    { rateLimit: 30 },
  );
  shareLinks.register('cloud', service.shareTarget());
  mount(cloudRoutes.setCloudPin, ({ actor, params, body }) => service.setPin(actor, params.id, body.pin));
  for (const [route, kind] of [
    [cloudRoutes.cloudOctreeFile, 'clouds'],
    [cloudRoutes.cloudChildOctreeFile, 'cloudChildren'],
  ] as const) {
    mount(route, async ({ params }, { request, reply }) => {
      const file = await service.openOctreeFile(kind, params.id, params.grant, params.file);
      return sendStoredFile(
        reply,
        async () => {
          const opened = await openStoredFile(
            ctx.storage,
            { name: params.file, type: contentTypes[params.file], size: file.size, storageKey: file.key },
            request.headers.range,
          );
          if (!opened) throw notFound('The octree file');
          return opened;
        },
        // Octree files never change under a grant (a new upload gets a new conversion and grant).
        { cacheControl: `private, max-age=${Math.max(0, file.expires - Math.floor(Date.now() / 1000))}` },
      );
    });
  }
  mount(cloudRoutes.listMeasurements, ({ actor, query }) => measurements.list(actor, query));
  mount(cloudRoutes.createMeasurement, ({ actor, body }) => measurements.create(actor, body));
  mount(cloudRoutes.updateMeasurement, ({ actor, params, body }) =>
    measurements.update(actor, params.id, body),
  );
  mount(cloudRoutes.deleteMeasurement, ({ actor, params }) => measurements.remove(actor, params.id));
  return contents;
}

/** The conversion job alone, for a worker process: the same service, no route. */
export function registerCloudJobs(ctx: ServiceContext): void {
  let contents: Record<CloudKind, ContentService> | undefined;
  const service = new CloudService(ctx, () => contents!);
  contents = {
    clouds: new ContentService(ctx, 'clouds', clouds, service.hooks('clouds')),
    cloudChildren: new ContentService(ctx, 'cloudChildren', cloudChildren, service.hooks('cloudChildren')),
  };
}
