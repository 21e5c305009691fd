import { z } from 'zod';

/** Per-domain switches (SPEC §3). disable_apps defaults to true; all others to false. */
export const Overrides = z.object({
  domain: z.string(),
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
export const OverridesQuery = z.object({ domain: z.string().max(253).default('') });
export type OverridesQuery = z.infer<typeof OverridesQuery>;

export const Agreement = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type Agreement = z.infer<typeof Agreement>;
export const PublishAgreementBody = z.object({
  title: z.string().trim().min(1, 'A title is required').max(200),
  body: z.string().trim().min(1, 'The agreement text is required').max(200_000),
});
export type PublishAgreementBody = z.infer<typeof PublishAgreementBody>;
export const AcceptAgreementsBody = z.object({
  agreement: z.number().int().positive().describe('The version being accepted'),
});
export type AcceptAgreementsBody = z.infer<typeof AcceptAgreementsBody>;

export const LocaleInfo = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  dir: z.enum(['ltr', 'rtl']),
});
export type LocaleInfo = z.infer<typeof LocaleInfo>;

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const PageViewBody = z.object({
  path: z.string().max(2000),
  referrer: z.string().max(2000).optional(),
  session: z.uuid().describe('A random id per browser tab'),
  locale: z.string().max(20).optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;
export const HeartbeatBody = z.object({
  path: z.string().max(2000),
  session: z.uuid(),
});
export type HeartbeatBody = z.infer<typeof HeartbeatBody>;
