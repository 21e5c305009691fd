import { catalogueRoutes as r } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { ProjectsService } from './projects.service.ts';

/** Projects (oldprojects) and sub-projects (oldsubprojects): the tree, pages, access and deletes. */
export function registerProjectsModule(ctx: ModuleContext): void {
  const projects = new ProjectsService(ctx);
  const { mount } = ctx.routes;
  mount(r.projects, ({ actor }) => projects.tree(actor));
  mount(r.oldprojectsLight, ({ actor, query }) => projects.projectsLight(actor, query));
  mount(r.oldsubprojectsLight, ({ actor, query }) => projects.subprojectsLight(actor, query));
  mount(r.getOldproject, ({ actor, params }) => projects.getProject(actor, params.id));
  mount(r.createOldproject, ({ actor, body }) => projects.createProject(actor, body));
  mount(r.updateOldproject, ({ actor, params, body }) => projects.updateProject(actor, params.id, body));
  mount(r.oldprojectImpact, ({ actor, params }) => projects.projectImpact(actor, params.id));
  mount(r.deleteOldproject, ({ actor, params }) => projects.deleteProject(actor, params.id));
  mount(r.getOldsubproject, ({ actor, params }) => projects.getSubproject(actor, params.id));
  mount(r.createOldsubproject, ({ actor, body }) => projects.createSubproject(actor, body));
  mount(r.updateOldsubproject, ({ actor, params, body }) =>
    projects.updateSubproject(actor, params.id, body),
  );
  mount(r.oldsubprojectImpact, ({ actor, params }) => projects.subprojectImpact(actor, params.id));
  mount(r.deleteOldsubproject, ({ actor, params }) => projects.deleteSubproject(actor, params.id));
  mount(r.getProjectPage, ({ actor, params }) => projects.projectPage(actor, params.id));
  mount(r.usersWithAccess, ({ actor, query }) => projects.usersWithAccess(actor, query.subproject));
  mount(r.getpartusers, ({ actor, query }) => projects.partUsers(actor, query));
}
