import {
  can,
  type RouteAccess,
  type RouteContract,
  type RouteRequest,
  type RouteResponse,
} from '@spatium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { Actor, SessionService } from '../auth/sessions.ts';
import { forbidden, trialEnded, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
  }
}

export type Handler<R extends RouteContract> = (
  request: RouteRequest<R> & { actor: R['access'] extends { public: true } ? Actor | undefined : Actor },
  context: { request: FastifyRequest; reply: FastifyReply },
) => Promise<RouteResponse<R>>;

export interface MountOptions {
  /** Requests per minute per client address, for sign-in and other guessable calls. */
  rateLimit?: number;
  /** The largest body in bytes, when the route takes far less than the server-wide 1 MB. */
  bodyLimit?: number;
  /** Let the handler read the raw body itself (multipart uploads). */
  rawBody?: boolean;
}

/** Registers one contract route: its schemas, its access rule, its handler. */
export class RouteMounter {
  readonly mounted = new Map<string, RouteAccess>();

  private readonly app: FastifyInstance;
  private readonly sessions: SessionService;
  private readonly requestLogLevel: LogLevel;

  constructor(app: FastifyInstance, sessions: SessionService, requestLogLevel: LogLevel) {
    this.app = app;
    this.sessions = sessions;
    this.requestLogLevel = requestLogLevel;
  }

  readonly mount = <R extends RouteContract>(
    route: R,
    handler: Handler<R>,
    options: MountOptions = {},
  ): void => {
    if (!route.access) throw new Error(`Route ${route.method} ${route.path} declares no access rule`);
    const key = `${route.method} ${route.path}`;
    if (this.mounted.has(key)) throw new Error(`Route ${key} is mounted twice`);
    this.mounted.set(key, route.access);
    const status = route.status ?? 200;
    this.app.route({
      method: route.method,
      url: `/api${route.path}`,
      logLevel: this.requestLogLevel,
      ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
      schema: {
        summary: route.summary,
        tags: route.tags,
        ...(route.params && { params: route.params }),
        ...(route.query && { querystring: route.query }),
        ...(route.body && !options.rawBody && { body: route.body }),
        ...(!('public' in route.access) && { security: [{ bearerAuth: [] }] }),
        response: { [status]: route.response },
      },
      config: options.rateLimit ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } : {},
      preHandler: async (request) => {
        request.actor = await this.authorize(request, route.access);
      },
      handler: async (request, reply) => {
        const result = await handler(
          {
            params: request.params,
            query: request.query,
            body: request.body,
            actor: request.actor,
          } as Parameters<Handler<R>>[0],
          { request, reply },
        );
        // A handler that chose its own status (206 for a byte range) keeps it.
        if (reply.statusCode === 200) reply.status(status);
        return status === 204 ? reply.send() : result;
      },
    });
  };

  /**
   * An endpoint of a protocol the contract cannot describe (tus uploads): the handler gets the raw
   * request and response, and bodies of `streamTypes` reach it unread and unlimited by bodyLimit.
   * It authenticates by itself. Mount it before a contract GET on the same path, so Fastify does
   * not add a HEAD route of its own there.
   */
  readonly mountRaw = (options: {
    methods: ('GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS')[];
    urls: string[];
    streamTypes: string[];
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }): void => {
    for (const type of options.streamTypes) {
      if (!this.app.hasContentTypeParser(type)) {
        this.app.addContentTypeParser(type, (_request, _payload, done) => done(null));
      }
    }
    for (const url of options.urls) {
      for (const method of options.methods) this.mounted.set(`${method} ${url}`, { signedIn: true });
      this.app.route({
        method: options.methods,
        url,
        logLevel: this.requestLogLevel,
        exposeHeadRoute: false,
        schema: { hide: true },
        handler: async (request, reply) => {
          reply.hijack();
          await options.handler(request, reply);
        },
      });
    }
  };

  private async authorize(request: FastifyRequest, access: RouteAccess): Promise<Actor | undefined> {
    const token = bearerToken(request);
    if ('public' in access) return token ? this.sessions.resolve(token) : undefined;
    if (!token) throw unauthorized('Sign in to continue.', 'auth.missing_token');
    const actor = await this.sessions.resolve(token);
    if (!actor) throw unauthorized();
    // Known before any refusal below, so the security log can say who was refused.
    request.actor = actor;
    if ('twoFactorPending' in access) {
      if (actor.scope !== '2fa') throw unauthorized('This step needs the token from the password step.');
      return actor;
    }
    if (actor.scope === '2fa') throw unauthorized('Enter your two-factor code first.', 'auth.2fa_required');
    if (actor.scope === 'enrol' && !('signedIn' in access && access.allowEnrolment)) {
      throw forbidden('Set up two-factor authentication first.');
    }
    if ('capability' in access && !can(actor.roleId, access.capability)) throw forbidden();
    // SPEC §4: once the trial is over, only the account itself stays open (see DECISIONS.md).
    if (actor.trialOver && !access.allowExpiredTrial) throw trialEnded();
    return actor;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 ? token : undefined;
}
