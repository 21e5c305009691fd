import type { ModuleContext } from '../context.ts';
import { registerAdminUsersModule } from './admin-users/admin-users.routes.ts';
import { registerAnnotationStylesModule } from './annotation-styles/annotation-styles.routes.ts';
import { registerCompaniesModule } from './companies/companies.routes.ts';
import { registerFilesModule } from './files/files.routes.ts';
import { registerGroupsModule } from './groups/groups.routes.ts';
import { registerHotspotsModule } from './hotspots/hotspots.routes.ts';
import { registerIntegrationsModule } from './integrations/integrations.routes.ts';
import { registerMycalcModule } from './mycalc/mycalc.routes.ts';
import { registerOverridesAdminModule } from './overrides-admin/overrides-admin.routes.ts';
import { registerPlacesModule } from './places/places.routes.ts';
import { registerTokensModule } from './tokens/tokens.routes.ts';

/** Companies, user management, overrides, tokens, hotspots, groups, places, integrations, files, annotation styles and calculations (mycalc). */
export function registerAdministrationModules(ctx: ModuleContext): void {
  registerCompaniesModule(ctx);
  registerAdminUsersModule(ctx);
  registerOverridesAdminModule(ctx);
  registerTokensModule(ctx);
  registerHotspotsModule(ctx);
  registerGroupsModule(ctx);
  registerPlacesModule(ctx);
  registerIntegrationsModule(ctx);
  registerFilesModule(ctx);
  registerAnnotationStylesModule(ctx);
  registerMycalcModule(ctx);
}
