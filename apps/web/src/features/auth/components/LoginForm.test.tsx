import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultOverridesBody, renderAt, stubApi } from '../../../../test/render.tsx';
import { LoginForm } from './LoginForm.tsx';

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
  last_acceptance: null,
  terms: false,
  twofa_enabled: true,
  mandatory_2fa: false,
  oldsubprojects: [],
  maps: [],
  created_at: '2026-01-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('asks for the 2FA code when the credentials answer twofa, then signs in with the verified token', async () => {
    const fetchMock = stubApi({
      'GET /api/overrides': () => ({ body: defaultOverridesBody }),
      'POST /api/customauth': () => ({ body: { jwt: 'pending-token', twofa: true, mandatory_2fa: false } }),
      'POST /api/2fa/verify': () => ({ body: { jwt: 'session-token' } }),
      'POST /api/getme': () => ({ body: { user: profile } }),
    });
    renderAt(<LoginForm />, { path: '/login' });

    fireEvent.change(screen.getByLabelText(/E-mail or username/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const codeInput = await screen.findByLabelText(/Authentication code/);
    const [, loginInit] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/customauth'))!;
    expect(JSON.parse(String(loginInit?.body))).toEqual({
      identifier: 'ada@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem('jwt')).toBeNull();

    fireEvent.change(codeInput, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    // SPEC §2: a user without sub-projects lands on /no_p.
    await screen.findByText('no project page');
    const [, verifyInit] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/2fa/verify'))!;
    expect(new Headers(verifyInit?.headers).get('Authorization')).toBe('Bearer pending-token');
    expect(localStorage.getItem('jwt')).toBe('session-token');
    expect(await screen.findByText('2FA login success!')).toBeTruthy();
  });

  it('asks a user whose company mandates 2FA to enrol even on a domain whose overrides hide 2FA', async () => {
    const fetchMock = stubApi({
      'GET /api/overrides': () => ({ body: { ...defaultOverridesBody, disable_2fa: true } }),
      'POST /api/customauth': () => ({ body: { jwt: 'enrol-token', twofa: false, mandatory_2fa: true } }),
    });
    renderAt(<LoginForm />, { path: '/login' });
    fireEvent.change(screen.getByLabelText(/E-mail or username/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Set up two-factor authentication', { selector: 'h2' })).toBeTruthy();
    expect(
      screen.getByText('Your organization requires two-factor authentication. Set it up to continue.'),
    ).toBeTruthy();
    // The enrolment token is not a session: nothing is stored and no profile is fetched.
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/getme'))).toBe(false);
  });

  it('shows the server message when the credentials are wrong', async () => {
    stubApi({
      'GET /api/overrides': () => ({ body: defaultOverridesBody }),
      'POST /api/customauth': () => ({
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'The e-mail address or password is not correct.',
        },
      }),
    });
    renderAt(<LoginForm />, { path: '/login' });
    fireEvent.change(screen.getByLabelText(/E-mail or username/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is not correct.')).toBeTruthy();
  });
});
