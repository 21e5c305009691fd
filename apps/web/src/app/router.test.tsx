import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, defaultOverridesBody, stubApi } from '../../test/render.tsx';
import { routeTree } from './router.tsx';

const profile = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  role: { id: 4, name: 'Authenticated' },
  company: null,
  companies: [],
  is_company_admin: false,
  myfolders: [],
  preferences: {},
  details: { firstname: 'Ada', lastname: 'Lovelace', telephone: '', avatar: null },
  trial_mode: false,
  trial_expiration: null,
  last_acceptance: 2,
  terms: true,
  twofa_enabled: false,
  mandatory_2fa: false,
  oldsubprojects: [],
  maps: [],
  created_at: '2026-01-01T00:00:00Z',
};
const agreement = {
  id: 3,
  version: 3,
  title: 'Terms v3',
  body: 'Be nice.',
  published_at: '2026-01-01T00:00:00Z',
};

function renderApp(path: string) {
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MantineProvider forceColorScheme="dark">
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('sends a visitor from a private page to /login', async () => {
    stubApi({ 'GET /api/overrides': () => ({ body: defaultOverridesBody }) });
    const router = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByTestId('cookie-banner')).toBeTruthy();
  });

  it('shows maintenance on every route when the override is on', async () => {
    stubApi({ 'GET /api/overrides': () => ({ body: { ...defaultOverridesBody, maintenance_mode: true } }) });
    const router = renderApp('/legal');
    expect(await screen.findByRole('heading', { name: 'We are doing maintenance' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('shows the dashboard to a signed-in user and asks to accept a newer agreement', async () => {
    localStorage.setItem('jwt', 'session-token');
    stubApi({
      'GET /api/overrides': () => ({ body: defaultOverridesBody }),
      'POST /api/getme': () => ({ body: { user: profile } }),
      'GET /api/agreements': () => ({ body: [agreement] }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(await screen.findByText('Be nice.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I accept' })).toBeTruthy();
  });

  it('shows Trial Period Ended once the trial is over', async () => {
    localStorage.setItem('jwt', 'session-token');
    stubApi({
      'GET /api/overrides': () => ({ body: defaultOverridesBody }),
      'POST /api/getme': () => ({
        body: { user: { ...profile, trial_mode: true, trial_expiration: '2020-01-01T00:00:00Z' } },
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Trial Period Ended' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    localStorage.setItem('jwt', 'session-token');
    stubApi({
      'GET /api/overrides': () => ({ body: defaultOverridesBody }),
      'POST /api/getme': () => ({ body: { user: profile } }),
      'GET /api/agreements': () => ({ body: [] }),
    });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
