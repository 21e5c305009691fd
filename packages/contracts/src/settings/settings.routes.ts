import { z } from 'zod';
import { GetMeResponse } from '../auth/auth.ts';
import { listQuery } from '../core/list.ts';
import { defineRoute } from '../core/route.ts';
import {
  AcceptAgreementsBody,
  Agreement,
  HealthResponse,
  HeartbeatBody,
  LocaleInfo,
  Overrides,
  OverridesQuery,
  PageViewBody,
  PublishAgreementBody,
} from './settings.ts';

/** Health, per-domain overrides, agreements, locales and analytics. */
export const settingsRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Ready once the database is migrated and reachable',
    tags: ['system'],
    access: { public: true },
    response: HealthResponse,
  }),
  overrides: defineRoute({
    method: 'GET',
    path: '/overrides',
    summary: 'Switches for a domain; defaults when none are set',
    tags: ['settings'],
    access: { public: true },
    query: OverridesQuery,
    response: Overrides,
  }),
  agreements: defineRoute({
    method: 'GET',
    path: '/agreements',
    summary: 'Agreement versions, newest first with _sort=id:DESC',
    tags: ['settings'],
    access: { public: true },
    query: listQuery(['id', 'version', 'published_at']),
    response: z.array(Agreement),
  }),
  publishAgreement: defineRoute({
    method: 'POST',
    path: '/agreements',
    summary: 'Publish a new version: everyone accepts again',
    tags: ['settings'],
    access: { capability: 'agreements.publish' },
    body: PublishAgreementBody,
    response: Agreement,
    status: 201,
  }),
  acceptAgreements: defineRoute({
    method: 'POST',
    path: '/accept-agreements',
    summary: 'Accept an agreement version',
    tags: ['settings'],
    access: { signedIn: true, allowExpiredTrial: true },
    body: AcceptAgreementsBody,
    response: GetMeResponse,
  }),
  locales: defineRoute({
    method: 'GET',
    path: '/i18n/locales',
    summary: 'Every locale the UI offers',
    tags: ['settings'],
    access: { public: true },
    response: z.array(LocaleInfo),
  }),
  analyticsPageView: defineRoute({
    method: 'POST',
    path: '/analytics/pageview',
    summary: 'Record a page view (only after consent)',
    tags: ['analytics'],
    access: { public: true },
    body: PageViewBody,
    response: z.null(),
    status: 204,
  }),
  analyticsHeartbeat: defineRoute({
    method: 'POST',
    path: '/analytics/heartbeat',
    summary: 'The page is still open (every 15 s)',
    tags: ['analytics'],
    access: { public: true },
    body: HeartbeatBody,
    response: z.null(),
    status: 204,
  }),
} as const;
