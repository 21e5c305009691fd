import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Brotli or gzip for API answers of at least 1 KB. Routes that answer bytes (a contract response of
 * `z.any()`: downloads, tiles, avatars) stream files that are compressed already or served by range,
 * so they are left as they are; the web app's files come pre-compressed from the build.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const responses = Object.values((route.schema?.response ?? {}) as Record<string, unknown>);
    if (responses.some((schema) => schema instanceof z.ZodAny)) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Only text the server makes itself; `application/octet-stream` (the plugin's default) is a file.
    customTypes: /^(application\/(json|problem\+json)|text\/(html|css|javascript|plain))(;|$)/,
    // Request bodies are never compressed by the web app: a compressed body would only get around bodyLimit.
    globalDecompression: false,
  });
}
