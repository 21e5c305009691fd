import { z } from 'zod';
import { id, text } from '../core/primitives.ts';

/** Per-domain switches (SPEC §3). disable_apps defaults to true; all others to false. */
export const Overrides = z.object({
  domain: text(),
  disable_chat: z.boolean(),
  disable_terms: z.boolean(),
  disable_2fa: z.boolean(),
  disable_snapshots: z.boolean(),
  disable_smartwater: z.boolean(),
  disable_issues: z.boolean(),
  disable_apps: z.boolean(),
  disable_chatbot: z.boolean(),
  disable_language_switcher: z.boolean(),
  disable_tree_menu: z.boolean(),
  disable_legal: z.boolean(),
  maintenance_mode: z.boolean(),
  analytics_url: z
    .url()
    .nullable()
    .optional()
    .describe('Where to send analytics when the analytics service runs apart; null: this server'),
});
export type Overrides = z.infer<typeof Overrides>;
export const OverridesQuery = z.object({ domain: text().max(253).default('') });
export type OverridesQuery = z.infer<typeof OverridesQuery>;

export const Agreement = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: text(),
  body: text(),
  published_at: text(),
});
export type Agreement = z.infer<typeof Agreement>;
export const PublishAgreementBody = z.object({
  title: text().trim().min(1, 'A title is required').max(200),
  body: text().trim().min(1, 'The agreement text is required').max(200_000),
});
export type PublishAgreementBody = z.infer<typeof PublishAgreementBody>;
export const AcceptAgreementsBody = z.object({
  agreement: id().describe('The version being accepted'),
});
export type AcceptAgreementsBody = z.infer<typeof AcceptAgreementsBody>;

export const LocaleInfo = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  isDefault: z.boolean(),
  dir: z.enum(['ltr', 'rtl']),
});
export type LocaleInfo = z.infer<typeof LocaleInfo>;

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** What the instance depends on, each reachable; Redis is `off` when the deployment has none. */
export const ReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'off']),
  storage: z.literal('ok'),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

export const PageViewBody = z.object({
  path: text().max(2000),
  referrer: text().max(2000).optional(),
  session: z.uuid().describe('A random id per browser tab'),
  locale: text().max(20).optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;
export const HeartbeatBody = z.object({
  path: text().max(2000),
  session: z.uuid(),
});
export type HeartbeatBody = z.infer<typeof HeartbeatBody>;
// The tab whose page views and heartbeats to erase (no .describe: the login page carries this schema).
export const ForgetAnalyticsBody = HeartbeatBody.pick({ session: true });
export type ForgetAnalyticsBody = z.infer<typeof ForgetAnalyticsBody>;
