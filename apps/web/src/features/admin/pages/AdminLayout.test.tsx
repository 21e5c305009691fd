import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, stubApi } from '../../../../test/render.tsx';
import { adminRouteTree } from '../routes.tsx';

const company = { id: 1, title: 'Nordvik Bygg AS' };
const profileOf = (role: number, isCompanyAdmin: boolean) => ({
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  role: { id: role, name: 'x' },
  company: {
    ...company,
    issues: { enabled: true },
    chat: { enabled: true },
    chatbot: { enabled: false },
    floorplans: { enabled: false },
    overridemenu: { enabled: false, data: [] },
    settings: { start_at: null },
  },
  companies: [company],
  is_company_admin: isCompanyAdmin,
});

function renderAdmin(path: string, profile: ReturnType<typeof profileOf>) {
  localStorage.setItem('jwt', 'session-token');
  stubApi({
    'POST /api/getme': () => ({ body: { user: profile } }),
    'GET /api/companies': () => ({ body: [] }),
    'GET /api/companies_light': () => ({ body: [company] }),
    'GET /api/companies/1': () => ({ status: 500, body: { statusCode: 500, error: 'x', message: 'x' } }),
  });
  const router = createMemoryRouter([{ path: '/', children: [adminRouteTree] }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MantineProvider forceColorScheme="dark">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the administration guard', () => {
  it('shows a plain user the not-found state, not the admin area', async () => {
    renderAdmin('/admin', profileOf(4, false));
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).toBeNull();
  });

  it('opens role 3 on Companies with every section in the navigation', async () => {
    const router = renderAdmin('/admin', profileOf(3, false));
    const nav = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(15);
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/companies');
    // Empty state with its call to action.
    expect(await screen.findByText('There are no companies yet.')).toBeTruthy();
  });

  it('opens a company admin on their company, with its analytics and nothing else', async () => {
    const router = renderAdmin('/admin', profileOf(4, true));
    const nav = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My company', 'Analytics']);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/company'));
    // The company failed to load: the error state offers a retry.
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('answers a company admin who types a role 3 address with not-found', async () => {
    renderAdmin('/admin/users', profileOf(4, true));
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
