import type { ServiceContext } from '../context.ts';
import { registerBimJobs } from './bims/bims.routes.ts';
import { registerCloudJobs } from './clouds/clouds.routes.ts';
import { registerDemoJobs } from './demo/demo.jobs.ts';
import { registerFloorplanJobs } from './floorplans/floorplans.routes.ts';
import { registerWebhookJobs } from './integrations/index.ts';
import { registerPanoramaJobs } from './panoramas/panoramas.routes.ts';
import { registerThreedJobs } from './threeds/threeds.routes.ts';

/**
 * Every job handler, for a worker process (`--worker`). An API process registers the same handlers
 * with its modules; whether it runs them is JOBS_IN_PROCESS.
 */
export function registerJobHandlers(ctx: ServiceContext): void {
  registerPanoramaJobs(ctx);
  registerCloudJobs(ctx);
  registerBimJobs(ctx);
  registerFloorplanJobs(ctx);
  registerThreedJobs(ctx);
  registerWebhookJobs(ctx);
  registerDemoJobs(ctx);
}
