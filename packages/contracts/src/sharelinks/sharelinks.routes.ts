import { z } from 'zod';
import { UnlockCloudBody } from '../clouds/clouds.ts';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { CreateShareLinkBody, ShareCodeParam, SharedItem, SharedItemQuery, ShareLink } from './sharelinks.ts';

const tags = ['sharelinks'];

export const shareLinkRoutes = {
  createShareLink: defineRoute({
    method: 'POST',
    path: '/share_links',
    summary: 'Make a short link that opens one item’s viewer without sign-in (its managers only)',
    tags,
    access: { capability: 'content.manage' },
    body: CreateShareLinkBody,
    response: ShareLink,
    status: 201,
  }),
  listMyShareLinks: defineRoute({
    method: 'GET',
    path: '/get_my_share_links',
    summary: 'The caller’s share links, newest first, revoked and expired ones included',
    tags,
    access: { capability: 'content.read' },
    response: z.array(ShareLink),
  }),
  revokeShareLink: defineRoute({
    method: 'DELETE',
    path: '/share_links/:id',
    summary: 'Revoke one of the caller’s share links; it stops opening at once',
    tags,
    access: { capability: 'content.manage' },
    params: IdParam,
    response: OkResponse,
  }),
  openShareLink: defineRoute({
    method: 'GET',
    path: '/v/:code',
    summary: 'What a share link opens, for anyone; 404 when unknown, revoked, expired or its item is gone',
    tags,
    // The unguessable code is the permission; it holds only while its creator may still share the item.
    access: { public: true },
    params: ShareCodeParam,
    query: SharedItemQuery,
    response: SharedItem,
  }),
  unlockShareLink: defineRoute({
    method: 'POST',
    path: '/v/:code/unlock',
    summary: 'Unlock the PIN-protected cloud of a share link; 403 for a wrong PIN',
    tags,
    access: { public: true },
    params: ShareCodeParam,
    body: UnlockCloudBody,
    response: SharedItem,
  }),
} as const;
