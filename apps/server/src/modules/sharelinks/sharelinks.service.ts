import { randomBytes } from 'node:crypto';
import {
  type BimViewer,
  type CloudViewer,
  type CreateShareLinkBody,
  maxShareLinkDays,
  type SharedItem,
  type ShareKind,
  type ShareLink,
  ShareView,
  type StoryViewer,
  type ThreedViewer,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { findUserById } from '../users/index.ts';
import {
  findActiveLinkByCode,
  findLinkOf,
  insertShareLink,
  listLinksOf,
  revokeLink,
  type ShareLinkRow,
} from './sharelinks.repository.ts';

/** A link being opened: the item, and the creator whose rights it borrows. */
export interface ShareOpening {
  id: number;
  itemId: number;
  creator: Actor;
}

/** The viewer of a link's kind, as /v/{code} answers it. */
export type SharedViewer =
  | { kind: 'cloud'; cloud: CloudViewer }
  | { kind: 'bim'; bim: BimViewer }
  | { kind: 'threed'; threed: ThreedViewer }
  | { kind: 'story'; story: StoryViewer };

/** What a kind's viewer module provides so that links to its items can be made and opened. */
export interface ShareTarget {
  /** The item if the actor may share it: 404 when they cannot see it, 403 when they may not manage it. */
  shareable(actor: Actor, itemId: number): Promise<{ companyId: number; title: string }>;
  /** The viewer for a visitor; undefined once the item is gone or the creator may no longer share it. */
  open(link: ShareOpening, unlock: string | undefined): Promise<SharedViewer | undefined>;
  /** As open, after a PIN; 403 for a wrong one. Kinds without a PIN leave it out and just open. */
  unlock?(link: ShareOpening, pin: string, ip: string): Promise<SharedViewer | undefined>;
}

const DAY_MS = 86_400_000;

/**
 * Share links: made by those who manage an item, listed and revoked by their creator, opened by
 * anyone with the code while the link is neither revoked nor expired, the item exists, and its
 * creator still manages it. Each kind (cloud, BIM, 3D model) registers how its viewer opens for a
 * link; the PIN lock of a cloud holds for a link's visitors too.
 */
export class ShareLinkService {
  private readonly ctx: ServiceContext;
  private readonly targets = new Map<ShareKind, ShareTarget>();

  constructor(ctx: ServiceContext) {
    this.ctx = ctx;
  }

  register(kind: ShareKind, target: ShareTarget): void {
    this.targets.set(kind, target);
  }

  async create(actor: Actor, body: CreateShareLinkBody): Promise<ShareLink> {
    const target = this.target(body.kind);
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now())
      throw badRequest('The expiry must be in the future.', 'sharelinks.expiry_past');
    if (expiresAt && expiresAt.getTime() > Date.now() + maxShareLinkDays * DAY_MS)
      throw badRequest(`A link can last at most ${maxShareLinkDays} days.`, 'sharelinks.expiry_far');
    const { companyId, title } = await target.shareable(actor, body.item);
    const row = await insertShareLink(this.ctx.db, {
      // 72 random bits in 12 URL-safe characters: short to copy, far too many to guess.
      code: randomBytes(9).toString('base64url'),
      kind: body.kind,
      itemId: body.item,
      title,
      view: body.view ?? null,
      companyId,
      createdBy: actor.id,
      expiresAt,
    });
    return presentShareLink(row);
  }

  async listMine(actor: Actor): Promise<ShareLink[]> {
    return (await listLinksOf(this.ctx.db, actor.id)).map((row) => presentShareLink(row));
  }

  async revoke(actor: Actor, id: number): Promise<{ ok: true }> {
    const link = await findLinkOf(this.ctx.db, actor.id, id);
    if (!link) throw notFound('The link');
    await revokeLink(this.ctx.db, link.id);
    return { ok: true };
  }

  async open(code: string, unlock: string | undefined): Promise<SharedItem> {
    const { link, target, opening } = await this.opening(code);
    return present(link, await target.open(opening, unlock));
  }

  async unlock(code: string, pin: string, ip: string): Promise<SharedItem> {
    const { link, target, opening } = await this.opening(code);
    return present(
      link,
      await (target.unlock ? target.unlock(opening, pin, ip) : target.open(opening, undefined)),
    );
  }

  private async opening(code: string) {
    const link = await findActiveLinkByCode(this.ctx.db, code);
    const target = link && this.targets.get(link.kind as ShareKind);
    const user = link && (await findUserById(this.ctx.db, link.createdBy));
    if (!link || !target || !user) throw linkGone();
    const creator: Actor = {
      id: user.id,
      roleId: user.roleId,
      companyId: user.companyId,
      email: user.email,
      scope: 'full',
      impersonatedBy: null,
    };
    return { link, target, opening: { id: link.id, itemId: link.itemId, creator } };
  }

  private target(kind: ShareKind): ShareTarget {
    const target = this.targets.get(kind);
    if (!target) throw badRequest('This kind of item cannot be shared by link.', 'sharelinks.kind');
    return target;
  }
}

const linkGone = () => notFound('The link');

function present(link: ShareLinkRow, viewer: SharedViewer | undefined): SharedItem {
  if (!viewer || viewer.kind !== link.kind) throw linkGone();
  return {
    ...viewer,
    item: link.itemId,
    view: parseView(link.view),
    expires_at: link.expiresAt?.toISOString() ?? null,
  };
}

export function presentShareLink(row: ShareLinkRow, now = Date.now()): ShareLink {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as ShareKind,
    item: row.itemId,
    title: row.title,
    view: parseView(row.view),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    active: !row.revokedAt && (!row.expiresAt || row.expiresAt.getTime() > now),
  };
}

const parseView = (view: unknown) => ShareView.nullable().safeParse(view).data ?? null;
