import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    securityLog: SecurityLog;
  }
}

/** The security events, as named in the logs: search for `"security":true` and the `event` field. */
export type SecurityEventName =
  | 'auth.signin.succeeded'
  | 'auth.signin.failed'
  | 'auth.2fa.succeeded'
  | 'auth.2fa.failed'
  | 'auth.2fa.challenge_ended'
  | 'auth.throttled'
  | 'auth.password_reset.requested'
  | 'auth.impersonation.started'
  | 'auth.impersonation.ended'
  | 'auth.api_token.refused'
  | 'access.denied'
  | 'ratelimit.hit';

/**
 * One event: who (a user id, never an e-mail), from where, and why. Never a password, token, code
 * or reset link: only what an investigator needs to follow an attack.
 */
export interface SecurityEvent {
  event: SecurityEventName;
  userId?: number | null | undefined;
  ip?: string | undefined;
  reason?: string | undefined;
  [detail: string]: string | number | boolean | null | undefined;
}

// Successes are routine; failures and refusals are what an operator alerts on.
const routine = new Set<SecurityEventName>([
  'auth.signin.succeeded',
  'auth.2fa.succeeded',
  'auth.impersonation.started',
  'auth.impersonation.ended',
  'auth.password_reset.requested',
]);

/** Security events as structured log lines, beside the request logs and at any LOG_LEVEL up to warn. */
export class SecurityLog {
  readonly logger: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.logger = log.child({ security: true });
  }

  record(event: SecurityEvent): void {
    if (routine.has(event.event)) this.logger.info(event, event.event);
    else this.logger.warn(event, event.event);
  }

  /** Every 403 the API answers, whichever check refused it. */
  watch(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 403 || !request.url.startsWith('/api/')) return;
      this.record({
        event: 'access.denied',
        userId: request.actor?.id ?? null,
        impersonatedBy: request.actor?.impersonatedBy ?? null,
        ip: request.ip,
        route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      });
    });
  }
}
