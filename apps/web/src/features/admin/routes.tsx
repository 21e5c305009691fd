import type { RouteObject } from 'react-router';
import { lazyPage } from '../../platform/api/index.ts';
import type { AdminSectionKey } from './access.ts';

const section = (adminSection: AdminSectionKey) => ({ handle: { adminSection } });

// The administration under /admin; each page its own chunk. AdminLayout guards them all by `handle`.
export const adminRouteTree: RouteObject = {
  path: 'admin',
  lazy: lazyPage(() => import('./pages/AdminLayout.tsx')),
  children: [
    { index: true, lazy: lazyPage(() => import('./pages/AdminIndexPage.tsx')) },
    { path: 'companies', ...section('companies'), lazy: lazyPage(() => import('./pages/CompaniesPage.tsx')) },
    { path: 'users', ...section('users'), lazy: lazyPage(() => import('./pages/UsersPage.tsx')) },
    { path: 'tokens', ...section('tokens'), lazy: lazyPage(() => import('./pages/TokensPage.tsx')) },
    { path: 'hotspots', ...section('hotspots'), lazy: lazyPage(() => import('./pages/HotspotsPage.tsx')) },
    { path: 'roles', ...section('roles'), lazy: lazyPage(() => import('./pages/RolesPage.tsx')) },
    { path: 'tags', ...section('tags'), lazy: lazyPage(() => import('./pages/TagsPage.tsx')) },
    { path: 'locales', ...section('locales'), lazy: lazyPage(() => import('./pages/LocalesPage.tsx')) },
    { path: 'groups', ...section('groups'), lazy: lazyPage(() => import('./pages/GroupsPage.tsx')) },
    { path: 'places', ...section('places'), lazy: lazyPage(() => import('./pages/PlacesPage.tsx')) },
    {
      path: 'integrations',
      ...section('integrations'),
      lazy: lazyPage(() => import('./pages/IntegrationsPage.tsx')),
    },
    { path: 'overrides', ...section('overrides'), lazy: lazyPage(() => import('./pages/OverridesPage.tsx')) },
    {
      path: 'agreements',
      ...section('agreements'),
      lazy: lazyPage(() => import('./pages/AgreementsPage.tsx')),
    },
    { path: 'quotes', ...section('quotes'), lazy: lazyPage(() => import('./pages/QuotesPage.tsx')) },
    { path: 'company', ...section('company'), lazy: lazyPage(() => import('./pages/MyCompanyPage.tsx')) },
    {
      path: 'company/:companyId',
      ...section('company'),
      lazy: lazyPage(() => import('./pages/MyCompanyPage.tsx')),
    },
    // The reports are their own feature; the administration only guards and lists them.
    {
      path: 'analytics',
      ...section('analytics'),
      lazy: lazyPage(() => import('../analytics/pages/AnalyticsPage.tsx')),
    },
    { path: '*', lazy: lazyPage(() => import('../system/pages/NotFoundPage.tsx')) },
  ],
};
