import type { z } from 'zod';
import type { Capability } from './capabilities.ts';

/**
 * Who may call a route. Every route declares one; the server refuses to start otherwise.
 * - public: anyone, no token.
 * - signedIn: any valid session; the resource's policy decides per object.
 * - capability: a role capability from the shared table.
 * - twoFactorPending: only the short-lived token handed out between password and 2FA code.
 * Once a user's trial is over (SPEC §4) only routes with `allowExpiredTrial` answer them (402
 * `trial.ended` otherwise): signing in and out, the profile and the account page.
 */
export type RouteAccess =
  | { public: true }
  | { signedIn: true; allowEnrolment?: boolean; allowExpiredTrial?: boolean }
  | { capability: Capability; allowExpiredTrial?: boolean }
  | { twoFactorPending: true };

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, Fastify syntax (`/users/:id`). */
  path: string;
  summary: string;
  tags: string[];
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer; 200 unless given. */
  status?: 200 | 201 | 204;
}

export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

export type RouteRequest<T extends RouteContract> = {
  params: T['params'] extends z.ZodType ? z.infer<T['params']> : undefined;
  query: T['query'] extends z.ZodType ? z.infer<T['query']> : undefined;
  body: T['body'] extends z.ZodType ? z.infer<T['body']> : undefined;
};
export type RouteResponse<T extends RouteContract> = z.infer<T['response']>;
