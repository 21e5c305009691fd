import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRouteTree } from '../features/admin/index.ts';
import { FullPageLoader, RouteError } from '../features/system/index.ts';
import { importWithTimeout, lazyPage } from '../platform/api/index.ts';
import { layoutStringsLoaded } from '../platform/i18n/index.ts';
import { RootLayout } from './RootLayout.tsx';

// Every page is its own chunk, imported straight from its module (not through the feature's index.ts),
// so the login page and the dashboard never carry another page's code. The signed-in layout (sidebar,
// search, project tree) is a chunk too: the login page does not need it. The layout and the dashboard
// wait for the shell's and the layout's strings only; every other page for all of them (stringParts.ts).
export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../features/landing/pages/LandingPage.tsx'), { strings: 'shell' }),
      },
      {
        path: 'login',
        lazy: lazyPage(() => import('../features/auth/pages/LoginPage.tsx'), { strings: 'shell' }),
      },
      {
        path: 'forgot-password',
        lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage.tsx'), { strings: 'shell' }),
      },
      {
        path: 'newpassword',
        lazy: lazyPage(() => import('../features/auth/pages/NewPasswordPage.tsx'), { strings: 'shell' }),
      },
      {
        path: 'user_invite',
        lazy: lazyPage(() => import('../features/auth/pages/UserInvitePage.tsx'), { strings: 'shell' }),
      },
      {
        path: 'maintenance',
        lazy: lazyPage(() => import('../features/system/pages/MaintenancePage.tsx'), { strings: 'shell' }),
      },
      {
        lazy: async () => {
          const [{ AppLayout }] = await Promise.all([
            importWithTimeout(() => import('./AppLayout.tsx')),
            importWithTimeout(layoutStringsLoaded),
          ]);
          return { Component: AppLayout };
        },
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: 'dashboard',
                lazy: lazyPage(() => import('../features/dashboard/pages/DashboardPage.tsx'), {
                  strings: 'layout',
                }),
              },
              {
                path: 'publictours/:id',
                lazy: lazyPage(() => import('../features/tours/pages/PublicTourPage.tsx')),
              },
              {
                path: 'tours/:id',
                lazy: lazyPage(() => import('../features/tours/pages/TourViewerPage.tsx')),
              },
              {
                path: 'tours/:id/edit',
                lazy: lazyPage(() => import('../features/tours/pages/TourBuilderPage.tsx')),
              },
              {
                path: 'grouptours/:id',
                lazy: lazyPage(() => import('../features/tours/pages/TourGroupPage.tsx')),
              },
              {
                path: 'panoramas/:id',
                lazy: lazyPage(() => import('../features/tours/pages/PanoramaViewerPage.tsx')),
              },
              {
                path: 'v/:code',
                lazy: lazyPage(() => import('../features/sharelinks/pages/SharedViewerPage.tsx')),
              },
              {
                path: 'viewer/*',
                lazy: lazyPage(() => import('../features/sharelinks/pages/ViewerPathPage.tsx')),
              },
              {
                path: 'pc_viewer/:id',
                lazy: lazyPage(() => import('../features/clouds/pages/PublicCloudPage.tsx')),
              },
              {
                path: 'clouds/:id',
                lazy: lazyPage(() => import('../features/clouds/pages/CloudViewerPage.tsx')),
              },
              {
                path: 'bims/:id',
                lazy: lazyPage(() => import('../features/bims/pages/BimViewerPage.tsx')),
              },
              {
                path: 'bim_viewer/:id',
                lazy: lazyPage(() => import('../features/bims/pages/PublicBimPage.tsx')),
              },
              {
                path: 'threeds/:id',
                lazy: lazyPage(() => import('../features/threeds/pages/ModelViewerPage.tsx')),
              },
              {
                path: '3dviewer/:id',
                lazy: lazyPage(() => import('../features/threeds/pages/PublicThreedPage.tsx')),
              },
              {
                path: 'videos360/:id',
                lazy: lazyPage(() => import('../features/videos360/pages/Video360Page.tsx')),
              },
              {
                path: 'keycodes',
                lazy: lazyPage(() => import('../features/keycodes/pages/KeyCodesPage.tsx')),
              },
              { path: 'apps', lazy: lazyPage(() => import('../features/apps/pages/AppsPage.tsx')) },
              {
                path: 'apps/:appId',
                lazy: lazyPage(() => import('../features/apps/pages/ToolPage.tsx')),
              },
              {
                path: 'companyforms',
                lazy: lazyPage(() => import('../features/companyforms/pages/CompanyFormsPage.tsx')),
              },
              {
                path: 'companyforms/:id',
                lazy: lazyPage(() => import('../features/companyforms/pages/FormFillPage.tsx')),
              },
              {
                path: 'companyforms/:id/edit',
                lazy: lazyPage(() => import('../features/companyforms/pages/FormBuilderPage.tsx')),
              },
              {
                path: 'companyforms/:id/submissions',
                lazy: lazyPage(() => import('../features/companyforms/pages/FormSubmissionsPage.tsx')),
              },
              {
                path: 'my_p/:id',
                lazy: lazyPage(() => import('../features/projects/pages/ProjectPage.tsx')),
              },
              {
                path: 'my_map/:id',
                lazy: lazyPage(() => import('../features/maps/pages/ProjectMapPage.tsx')),
              },
              {
                path: 'floorplans/:id',
                lazy: lazyPage(() => import('../features/floorplans/pages/FloorplanViewerPage.tsx')),
              },
              {
                path: 'maps/:id',
                lazy: lazyPage(() => import('../features/maps/pages/MapViewerPage.tsx')),
              },
              { path: 'no_p', lazy: lazyPage(() => import('../features/projects/pages/NoProjectPage.tsx')) },
              {
                path: 'content/:kind/:id',
                lazy: lazyPage(() => import('../features/content/pages/ContentItemPage.tsx')),
              },
              { path: 'search', lazy: lazyPage(() => import('../features/search/pages/SearchPage.tsx')) },
              { path: 'issues', lazy: lazyPage(() => import('../features/issues/pages/IssuesPage.tsx')) },
              { path: 'issues/:id', lazy: lazyPage(() => import('../features/issues/pages/IssuePage.tsx')) },
              { path: 'chat', lazy: lazyPage(() => import('../features/chat/pages/ChatPage.tsx')) },
              { path: 'chat/:channel', lazy: lazyPage(() => import('../features/chat/pages/ChatPage.tsx')) },
              { path: 'account', lazy: lazyPage(() => import('../features/account/pages/AccountPage.tsx')) },
              {
                path: 'favourites',
                lazy: lazyPage(() => import('../features/favourites/pages/FavouritesPage.tsx')),
              },
              { path: 'myfiles', lazy: lazyPage(() => import('../features/myfiles/pages/MyFilesPage.tsx')) },
              { path: 'mypanel', lazy: lazyPage(() => import('../features/panel/pages/MyPanelPage.tsx')) },
              { path: 'status', lazy: lazyPage(() => import('../features/status/pages/StatusPage.tsx')) },
              { path: 'legal', lazy: lazyPage(() => import('../features/legal/pages/LegalPage.tsx')) },
              {
                path: 'presentation/:id',
                lazy: lazyPage(() => import('../features/presentations/pages/PresentationPage.tsx')),
              },
              { path: 'story/:id', lazy: lazyPage(() => import('../features/stories/pages/StoryPage.tsx')) },
              {
                path: 'stories/:id/edit',
                lazy: lazyPage(() => import('../features/stories/pages/StoryEditorPage.tsx')),
              },
              {
                path: 'private-story/:code',
                lazy: lazyPage(() => import('../features/stories/pages/PrivateStoryPage.tsx')),
              },
              {
                path: 'storyv2/:id',
                lazy: lazyPage(() => import('../features/stories/pages/StoryV2Page.tsx')),
              },
              {
                path: 'smartwater',
                lazy: lazyPage(() => import('../features/smartwater/pages/SmartwaterPage.tsx')),
              },
              { path: 'terms', lazy: lazyPage(() => import('../features/legal/pages/TermsPage.tsx')) },
              adminRouteTree,
              { path: '*', lazy: lazyPage(() => import('../features/system/pages/NotFoundPage.tsx')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeTree);
}
