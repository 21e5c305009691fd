import http from 'node:http';
import https from 'node:https';
import { guardedLookup, refusalOf } from './webhooks.address.ts';

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  /** Why it did not count as delivered; null on a 2xx answer. */
  error: string | null;
}

const TIMEOUT_MS = 10_000;
const KEPT_ANSWER_CHARS = 200;

/**
 * One POST to a receiver. Redirects are not followed (a 3xx is a failure, so a receiver cannot
 * bounce the request to a private address); without allowPrivate, the address is checked before
 * connecting and on every DNS answer.
 */
export function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refusal = refusalOf(url, options.allowPrivate);
  if (refusal) return Promise.resolve({ statusCode: null, durationMs: 0, error: refusal });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        timeout: TIMEOUT_MS,
        ...(!options.allowPrivate && { lookup: guardedLookup }),
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < KEPT_ANSWER_CHARS) answer += chunk;
        });
        response.on('end', () => {
          const statusCode = response.statusCode ?? null;
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          const said = answer.trim().slice(0, KEPT_ANSWER_CHARS);
          resolve({
            statusCode,
            durationMs: elapsed(),
            error: ok ? null : `The receiver answered ${statusCode}${said ? `: ${said}` : ''}`,
          });
        });
        response.on('error', (error) =>
          resolve({ statusCode: response.statusCode ?? null, durationMs: elapsed(), error: error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) =>
      resolve({ statusCode: null, durationMs: elapsed(), error: error.message }),
    );
    request.end(body);
  });
}
