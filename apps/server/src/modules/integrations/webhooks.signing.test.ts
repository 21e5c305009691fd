import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signWebhook, verifyWebhook } from './webhooks.signing.ts';

describe('webhook signatures', () => {
  const secret = generateWebhookSecret();
  const body = JSON.stringify({ id: 'e1', event: 'ping', data: {} });
  const now = 1_800_000_000;

  it('signs the timestamp and body with HMAC-SHA256, as the documented recipe checks', () => {
    const header = signWebhook(secret, body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, body, header, { now })).toBe(true);
  });

  it('fails for a changed body, another secret, or an old timestamp', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhook(secret, `${body} `, header, { now })).toBe(false);
    expect(verifyWebhook(generateWebhookSecret(), body, header, { now })).toBe(false);
    expect(verifyWebhook(secret, body, header, { now: now + 301 })).toBe(false);
    expect(verifyWebhook(secret, body, 'v1=abc', { now })).toBe(false);
  });
});
