import { z } from 'zod';
import { OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { App, AppInstall, InstallAppBody } from './apps.ts';

export const appRoutes = {
  wiesoapps: defineRoute({
    method: 'GET',
    path: '/wiesoapps',
    summary: 'The tools marketplace: every tool you may install, and whether you have',
    tags: ['apps'],
    access: { capability: 'apps.use' },
    response: z.array(App),
  }),
  myApps: defineRoute({
    method: 'GET',
    path: '/get_my_apps',
    summary: 'Your installed tools',
    tags: ['apps'],
    access: { capability: 'apps.use' },
    response: z.array(AppInstall),
  }),
  installApp: defineRoute({
    method: 'POST',
    path: '/installanapp',
    summary: 'Install a tool for yourself (again is fine)',
    tags: ['apps'],
    access: { capability: 'apps.use' },
    body: InstallAppBody,
    response: AppInstall,
    status: 201,
  }),
  uninstallApp: defineRoute({
    method: 'POST',
    path: '/uninstallanapp',
    summary: 'Uninstall one of your tools',
    tags: ['apps'],
    access: { capability: 'apps.use' },
    body: InstallAppBody,
    response: OkResponse,
  }),
} as const;
