import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** ANALYTICS_URL: the web app sends page views there, so the policy lets it connect. */
  analyticsUrl?: string | undefined;
}

/** The public tour page and its API: another site may show them in an iframe (the embed code). */
export function isEmbeddable(pathname: string): boolean {
  return /^\/(api\/)?publictours(\/|$)/.test(pathname);
}

// A Host header is the client's to choose; only a plain host name and port goes into the policy.
const plainHost = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Where the page may connect besides its own origin: its own websocket (realtime), the provider
 * sub-domains the API base can switch to (SPEC §2, `?base=`), and the analytics service when it runs apart.
 */
function connectSources(request: FastifyRequest, analyticsOrigin: string | undefined): string[] {
  const sources = ["'self'"];
  const host = request.host;
  if (plainHost.test(host)) {
    const secure = request.protocol === 'https';
    sources.push(`${secure ? 'wss' : 'ws'}://${host}`);
    const hostname = host.replace(/:\d+$/, '');
    const labels = hostname.split('.');
    const isName = !/^[\d.]+$/.test(hostname) && !hostname.startsWith('[');
    if (isName) {
      // app.spatium.io → *.spatium.io; spatium.io and localhost → *.spatium.io, *.localhost.
      const parent = labels.length >= 3 ? labels.slice(1).join('.') : hostname;
      const port = host.slice(hostname.length);
      sources.push(
        `${secure ? 'https' : 'http'}://*.${parent}${port}`,
        `${secure ? 'wss' : 'ws'}://*.${parent}${port}`,
      );
    }
  }
  if (analyticsOrigin) sources.push(analyticsOrigin);
  return sources;
}

/**
 * The Content-Security-Policy of every answer. Scripts come only from this origin (the built
 * index.html has no inline script); styles may be inline, as Mantine sets CSS variables in style
 * attributes and a <style> element; images, video and workers may also be blob: and data: URLs (the
 * 360° viewers and avatar previews make them). Only the public tour may be framed, by any site.
 */
export function contentSecurityPolicy(request: FastifyRequest, analyticsOrigin: string | undefined): string {
  const pathname = request.url.split('?')[0]!;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connectSources(request, analyticsOrigin)],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', isEmbeddable(pathname) ? '*' : "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * CSP and X-Frame-Options on every answer. X-Frame-Options (for browsers without frame-ancestors)
 * says DENY where the policy does, and is left out where the page may be embedded, as it cannot say "any site".
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const analyticsOrigin = options.analyticsUrl ? new URL(options.analyticsUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(request, analyticsOrigin));
    if (!isEmbeddable(request.url.split('?')[0]!)) reply.header('x-frame-options', 'DENY');
  });
}
