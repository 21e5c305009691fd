import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../../test/render.tsx';
import UserInvitePage from './UserInvitePage.tsx';

const token = 'invite-token-123';
const at = { path: `/user_invite?token=${token}`, pattern: '/user_invite' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('UserInvitePage', () => {
  it('checks the e-mail and the password before calling the server', async () => {
    const fetchMock = stubApi({
      [`GET /api/invitations/${token}`]: () => ({
        body: { company: 'Acme', expires_at: '2026-12-01T00:00:00Z' },
      }),
    });
    renderAt(<UserInvitePage />, at);
    expect(await screen.findByText(/invited to join Acme/)).toBeTruthy();

    fill(/^E-mail/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be filled in')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/user_invite'))).toBe(false);
  });

  it('shows the server message when the e-mail does not match the invitation', async () => {
    const message =
      'We were unable to verify this email address. Are you sure the invitation was for this email address?';
    const fetchMock = stubApi({
      [`GET /api/invitations/${token}`]: () => ({
        body: { company: 'Acme', expires_at: '2026-12-01T00:00:00Z' },
      }),
      'POST /api/user_invite': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message },
      }),
    });
    renderAt(<UserInvitePage />, at);
    await screen.findByText(/invited to join Acme/);

    fill(/^E-mail/, 'someone@example.com');
    fill(/^First name/, 'Ada');
    fill(/^Last name/, 'Lovelace');
    fill(/^Phone number/, '+47 123 45 678');
    fill(/^New password/, 'a-long-password');
    fill(/^Repeat the password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(message)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/user_invite'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      token,
      email: 'someone@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      telephone: '+47 123 45 678',
      password: 'a-long-password',
      passwordConfirmation: 'a-long-password',
    });
  });

  it.each([
    [
      'cut short',
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'token: Too small: expected string to have >=10 characters',
        code: 'validation',
        issues: [{ path: 'token', message: 'Too small: expected string to have >=10 characters' }],
      },
    ],
    [
      'used or expired',
      404,
      {
        statusCode: 404,
        error: 'Not Found',
        message: 'This invitation is invalid or has expired.',
        code: 'auth.invitation_invalid',
      },
    ],
  ])('says what to do with an invitation link that is %s, in words, not zod’s', async (_, status, body) => {
    stubApi({ 'GET /api/invitations/abc': () => ({ status, body }) });
    renderAt(<UserInvitePage />, { path: '/user_invite?token=abc', pattern: '/user_invite' });
    expect(
      await screen.findByText('This invitation link is incomplete or has expired; ask for a new invitation.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Too small|expected string/)).toBeNull();
  });
});
