import { adminRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { CompaniesService } from './companies.service.ts';

export function registerCompaniesModule(ctx: ModuleContext): void {
  const companies = new CompaniesService(ctx);
  const { mount } = ctx.routes;

  mount(adminRoutes.companiesLight, ({ actor }) => companies.light(actor));
  mount(adminRoutes.companies, ({ actor, query }) => companies.list(actor, query));
  mount(adminRoutes.getCompany, ({ actor, params }) => companies.get(actor, params.id));
  mount(adminRoutes.createCompany, ({ body }) => companies.create(body));
  mount(adminRoutes.updateCompany, ({ actor, params, body }) => companies.update(actor, params.id, body));
  mount(adminRoutes.companyImpact, ({ params }) => companies.impact(params.id));
  mount(adminRoutes.deleteCompany, async ({ params }) => {
    await companies.remove(params.id);
    return { ok: true } as const;
  });
}
