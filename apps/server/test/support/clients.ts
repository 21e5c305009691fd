import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CustomAuthResponse, routes } from '@spatium/contracts';
import type { MailMessage } from '../../src/platform/mail/mailer.ts';
import type { ApiResponse, TestApp } from './app.ts';
import { TEST_PASSWORD } from './factories.ts';

let lastClient = 0;

/**
 * Headers of a client with an address of its own. Sign-in is limited per address (10 a minute), so
 * a test file that signs in often gives each call site its own address (the server trusts the proxy).
 */
export function newClient(): Record<string, string> {
  lastClient += 1;
  return {
    'x-forwarded-for': `10.${(lastClient >> 16) & 255}.${(lastClient >> 8) & 255}.${lastClient & 255}`,
  };
}

/** POST customauth from a fresh client address; the whole answer, whatever it is. */
export function customAuth(
  app: TestApp,
  identifier: string,
  password = TEST_PASSWORD,
  headers: Record<string, string> = {},
): Promise<ApiResponse<CustomAuthResponse>> {
  return app.call<CustomAuthResponse>(routes.customauth, {
    body: { identifier, password },
    headers: { ...newClient(), ...headers },
  });
}

/** Signs in from a fresh client address and returns the full-session token. */
export async function signInFresh(
  app: TestApp,
  identifier: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await customAuth(app, identifier, password);
  if (response.status !== 200 || response.body.twofa || response.body.mandatory_2fa) {
    throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.jwt;
}

export type OutboxMail = MailMessage & { from: string; sentAt: string };

/** The mails the server wrote to DATA_DIR/outbox (no SMTP in tests), oldest first. */
export async function readOutbox(app: TestApp): Promise<OutboxMail[]> {
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.sort().map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail),
  );
  return mails;
}

/** The mails sent to one address. */
export async function mailsTo(app: TestApp, email: string): Promise<OutboxMail[]> {
  return (await readOutbox(app)).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}
