import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The built web app: its files (the `.br` and `.gz` copies made at build time when the browser takes
 * them), `/` and every other page path answered with index.html, and a JSON 404 for the rest.
 */
export function serveWebApp(app: FastifyInstance, root: string | undefined): void {
  const sendPage = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  if (root) {
    void app.register(fastifyStatic, {
      root,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed bundles never change; everything else is checked on each load.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static files answer `/` as a directory (403): the start page is a page like any other.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      root &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|socket\.io)(\/|$)/.test(pathname) &&
      // A path with a file extension is a missing file, not a page.
      !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (!isPage) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `There is no ${request.method} ${pathname}.`,
        code: 'no_route',
      });
    }
    return sendPage(reply);
  });
}
