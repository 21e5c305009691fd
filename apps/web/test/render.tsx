import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import enUS from '../src/platform/i18n/locales/en-US.json';

export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders a screen with the app's providers at `path`, matched by `pattern`. */
export function renderAt(element: ReactElement, { path = '/', pattern = '*' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <MantineProvider forceColorScheme="dark">
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="/dashboard" element={<p>dashboard page</p>} />
              <Route path="/mypanel" element={<p>panel page</p>} />
              <Route path="/no_p" element={<p>no project page</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

type Handler = (init: RequestInit | undefined) => { status?: number; body?: unknown };

/** Stubs fetch at the boundary: answers by "METHOD /path" (without the query string). */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const { status = 200, body = null } = handler
      ? handler(init)
      : { status: 404, body: { message: `no stub: ${key}` } };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const defaultOverridesBody = {
  domain: 'localhost',
  disable_chat: false,
  disable_terms: false,
  disable_2fa: false,
  disable_snapshots: false,
  disable_smartwater: false,
  disable_issues: false,
  disable_apps: true,
  disable_chatbot: false,
  disable_language_switcher: false,
  disable_tree_menu: false,
  disable_legal: false,
  maintenance_mode: false,
};
