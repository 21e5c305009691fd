import type { Company } from '@spatium/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../../test/render.tsx';
import { CompanyMenuForm } from './CompanyMenuForm.tsx';
import { CompanySettingsForm } from './CompanySettingsForm.tsx';

const company: Company = {
  id: 1,
  title: 'Nordvik Bygg AS',
  admins: ['companyadmin@example.com'],
  users: 3,
  oldprojects: 2,
  created_at: '2026-01-01T00:00:00Z',
  abilities: { update: true, delete: false },
  departments: ['Site'],
  settings: { start_at: null },
  issues: { enabled: true },
  chat: { enabled: false },
  chatbot: { enabled: false },
  floorplans: { enabled: false },
  overridemenu: { enabled: false, data: [{ label: 'Help', url: '/help' }] },
  mandatory_2fa: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const putBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('company settings', () => {
  it('says "No changes to update" without calling the server when nothing changed', async () => {
    const fetchMock = stubApi({});
    renderAt(<CompanySettingsForm company={company} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes to update')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('sends only the switch that changed', async () => {
    const fetchMock = stubApi({
      'PUT /api/companies/1': () => ({ body: { ...company, chat: { enabled: true } } }),
    });
    renderAt(<CompanySettingsForm company={company} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company settings saved')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([{ chat: { enabled: true } }]);
  });
});

describe('company menu', () => {
  it('adds a child link and saves the menu; the 4th level cannot get children', async () => {
    const fetchMock = stubApi({ 'PUT /api/companies/1': () => ({ body: company }) });
    renderAt(<CompanyMenuForm company={company} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes to update')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a link under Help' }));
    fireEvent.change(screen.getAllByLabelText('Label')[1] as HTMLElement, { target: { value: 'FAQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link under FAQ' }));
    fireEvent.change(screen.getAllByLabelText('Label')[2] as HTMLElement, { target: { value: 'Level 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link under Level 3' }));
    fireEvent.change(screen.getAllByLabelText('Label')[3] as HTMLElement, { target: { value: 'Level 4' } });
    expect(
      screen.getByRole('button', { name: 'Links go at most 4 levels deep' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company menu saved')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      {
        overridemenu: {
          enabled: false,
          data: [
            {
              label: 'Help',
              url: '/help',
              children: [
                { label: 'FAQ', children: [{ label: 'Level 3', children: [{ label: 'Level 4' }] }] },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('refuses to save a link without a label', async () => {
    const fetchMock = stubApi({});
    renderAt(<CompanyMenuForm company={company} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Every link needs a label before the menu can be saved.')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);
  });
});
