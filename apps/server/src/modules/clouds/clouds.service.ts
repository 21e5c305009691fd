import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type CloudFailure,
  type CloudOctree,
  type CloudViewer,
  type ContentItem,
  cloudMessages,
  contentProperties,
  type octreeFiles,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { slowDown, type Throttle, type ThrottleSubject } from '../../platform/auth/throttle.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope } from '../companies/index.ts';
import type { ContentTable } from '../content/content.table.ts';
import {
  audienceOf,
  type ContentHooks,
  type ContentRecord,
  type ContentService,
  contentPolicy,
  visibleContentIds,
} from '../content/index.ts';
import { findActiveShareLink, type ShareOpening, type ShareTarget } from '../sharelinks/index.ts';
import { cloudChildren } from './cloud-children.schema.ts';
import { convertInWorker } from './clouds.convert.ts';
import { type CloudKind, octreeKey, octreeKeys } from './clouds.keys.ts';
import {
  deleteMeasurementsOf,
  findChildren,
  findCloudSource,
  findPinHash,
  findPublicCloud,
  findRow,
  findUsers,
  patchProperties,
  savePinHash,
} from './clouds.repository.ts';
import { clouds } from './clouds.schema.ts';
import { CloudRejected } from './las.reader.ts';

export const CONVERSION_JOB = 'clouds.convert';

const tables: Record<CloudKind, ContentTable> = { clouds, cloudChildren };
// A PIN has few digits: five free tries per user and cloud, then waits doubling up to a minute.
const PIN_TRIES = slowDown(5, 15 * 60_000);
// Visitors without an account are counted by address and, more loosely, all together per cloud and
// link, since an address is cheap to change.
const VISITOR_PIN_TRIES = slowDown(30, 15 * 60_000);
const visitorKeys = (cloudId: number, via: string, ip: string) => ({
  'cloud.pin': `cloud-pin:${via}:${cloudId}:${ip}`,
  'cloud.pin.visitors': `cloud-pin:${via}:${cloudId}:visitors`,
});

type Contents = Record<CloudKind, ContentService>;
type CloudProperties = ReturnType<typeof contentProperties.clouds.parse>;

/**
 * Point clouds beyond the shared content rules: conversion of the uploaded LAS into a Potree 2 octree
 * (a job), the viewer's signed octree URLs, and the PIN lock, which holds on the server: without the
 * PIN no grant is made, and without a grant no octree byte is served.
 */
export class CloudService {
  private readonly ctx: ServiceContext;
  private readonly contents: () => Contents;
  /** Only the API process unlocks; a worker process converts. */
  private readonly throttle: Throttle | undefined;

  constructor(ctx: ServiceContext, contents: () => Contents, throttle?: Throttle) {
    this.ctx = ctx;
    this.contents = contents;
    this.throttle = throttle;
    ctx.jobs.work<{ kind: CloudKind; id: number }>(CONVERSION_JOB, ({ kind, id }) => this.convert(kind, id));
  }

  hooks(kind: CloudKind): ContentHooks {
    return {
      // Conversion alone says how far it got; the PIN route alone locks.
      serverProperties: [
        'points',
        'status',
        'progress',
        'error',
        'error_code',
        'bounds',
        ...(kind === 'clouds' ? ['pin_protected'] : []),
      ],
      afterCommit: async (event) => {
        if (event.type === 'deleted') {
          await Promise.all(
            octreeKeys(kind, event.row.id).map((key) => this.ctx.storage.delete(key).catch(() => {})),
          );
          if (kind === 'clouds') await deleteMeasurementsOf(this.ctx.db, 'clouds', event.row.id);
          return;
        }
        const fileIds = event.item.files.map((f) => f.id);
        const changed =
          event.type === 'created' || fileIds.join() !== event.before.files.map((f) => f.id).join();
        if (changed && fileIds.length > 0) await this.requestConversion(kind, event.item.id);
      },
    };
  }

  async requestConversion(kind: CloudKind, id: number): Promise<void> {
    await patchProperties(this.ctx.db, tables[kind], id, {
      status: 'converting',
      progress: 0,
      error: null,
      error_code: null,
    });
    await this.ctx.jobs.enqueue(CONVERSION_JOB, { kind, id });
  }

  /** The conversion job: the upload to a local file, the octree beside it, then into storage. */
  async convert(kind: CloudKind, id: number): Promise<void> {
    const table = tables[kind];
    const row = await findRow(this.ctx.db, table, id);
    if (!row) return; // Deleted meanwhile.
    const source = await findCloudSource(this.ctx.db, kind, id);
    if (!source) return this.fail(kind, row, 'missing', 'The point cloud has no LAS file.');
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-cloud-'));
    try {
      const stored = await this.ctx.storage.get(source.storageKey);
      if (!stored) return this.fail(kind, row, 'missing', 'The LAS file is missing from storage.');
      const input = path.join(dir, 'source.las');
      await pipeline(stored.stream, createWriteStream(input));
      await this.progress(kind, row, 2);
      let reports = Promise.resolve();
      let next = 10;
      const out = path.join(dir, 'octree');
      const result = await convertInWorker(input, out, {
        onProgress: (percent) => {
          if (percent < next || percent >= 100) return;
          next = Math.floor(percent / 10) * 10 + 10;
          const shown = Math.round(2 + percent * 0.9);
          reports = reports.then(() => this.progress(kind, row, shown));
        },
      });
      await reports;
      // metadata.json last: an octree is only announced once its data is in place.
      const stored_: string[] = [];
      try {
        for (const file of ['octree.bin', 'hierarchy.bin', 'metadata.json'] as const) {
          await this.ctx.storage.putFile(octreeKey(kind, id, file), path.join(out, file));
          stored_.push(octreeKey(kind, id, file));
        }
      } catch (error) {
        await Promise.all(stored_.map((key) => this.ctx.storage.delete(key).catch(() => {})));
        throw error;
      }
      await patchProperties(this.ctx.db, table, id, {
        status: 'ready',
        progress: 100,
        error: null,
        error_code: null,
        points: result.points,
        bounds: result.bounds,
      });
    } catch (error) {
      if (error instanceof CloudRejected) return this.fail(kind, row, error.code, error.message);
      this.ctx.log.error({ err: error, kind, id }, 'point cloud conversion failed');
      return this.fail(kind, row, 'server', 'Conversion failed on the server; upload the file again.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.tell(kind, row);
  }

  private async fail(
    kind: CloudKind,
    row: ContentRecordLike,
    code: CloudFailure,
    error: string,
  ): Promise<void> {
    await Promise.all(octreeKeys(kind, row.id).map((key) => this.ctx.storage.delete(key).catch(() => {})));
    await patchProperties(this.ctx.db, tables[kind], row.id, {
      status: 'failed',
      progress: 0,
      error,
      error_code: code,
      points: null,
      bounds: null,
    });
    await this.tell(kind, row);
  }

  private async progress(kind: CloudKind, row: ContentRecordLike, percent: number): Promise<void> {
    await patchProperties(this.ctx.db, tables[kind], row.id, { status: 'converting', progress: percent });
    await this.tell(kind, row);
  }

  /** Everyone who may see the item gets it as they would read it: progress, then ready or failed. */
  private async tell(kind: CloudKind, row: ContentRecordLike): Promise<void> {
    try {
      const content = this.contents()[kind];
      const audience = await audienceOf(this.ctx.db, [row.oldsubprojectId], row.companyId);
      for (const user of await findUsers(this.ctx.db, audience)) {
        const actor: Actor = { ...user, scope: 'full', impersonatedBy: null };
        const access = await loadActorScope(this.ctx.db, actor);
        let item: ContentItem;
        try {
          item = await content.present(access, await content.findVisible(access, row.id));
        } catch {
          continue; // Not visible to this user (any more), or deleted meanwhile.
        }
        this.ctx.realtime.toUser(user.id).emit('notification', {
          time: new Date().toISOString(),
          type: 'updated',
          model: kind,
          result: item,
        });
      }
    } catch (error) {
      this.ctx.log.warn({ err: error, kind, id: row.id }, 'conversion notification failed');
    }
  }

  /** The cloud for the viewer; octree URLs only when it is not PIN-locked for this caller. */
  async viewer(actor: Actor, id: number, unlock?: string): Promise<CloudViewer> {
    const { access, row } = await this.visible(actor, id);
    return this.present(row, {
      subject: `u${actor.id}`,
      unlock,
      children: access,
      mayManage: contentPolicy.mayWrite(access, row),
    });
  }

  /** A right PIN opens the cloud for this user; wrong ones are counted per user and cloud. */
  async unlock(actor: Actor, id: number, pin: string, ip: string): Promise<CloudViewer> {
    const { access, row } = await this.visible(actor, id);
    const subject = `u${actor.id}` as const;
    const opened = { subject, children: access, mayManage: contentPolicy.mayWrite(access, row) };
    if (!properties(row).pin_protected) return this.present(row, opened);
    const token = await this.checkPin(
      row.id,
      pin,
      subject,
      { 'cloud.pin': `cloud-pin:${actor.id}:${id}` },
      {
        userId: actor.id,
        ip,
      },
    );
    return this.present(row, { ...opened, unlock: token });
  }

  /** /pc_viewer/{id}: a cloud its managers made public, for anyone; any other is missing. */
  async publicViewer(id: number, unlock?: string): Promise<CloudViewer> {
    const row = await this.publicCloud(id);
    return this.present(row, { subject: 'anonymous', unlock, children: 'enabled', mayManage: false });
  }

  async unlockPublic(id: number, pin: string, ip: string): Promise<CloudViewer> {
    const row = await this.publicCloud(id);
    const opened = { subject: 'anonymous', children: 'enabled', mayManage: false } as const;
    if (!properties(row).pin_protected) return this.present(row, opened);
    const token = await this.checkPin(row.id, pin, 'anonymous', visitorKeys(row.id, 'public', ip), { ip });
    return this.present(row, { ...opened, unlock: token });
  }

  /**
   * Links to a cloud (`/v/{code}`): made by those who manage it, and opened with the rights of their
   * creator, so a link stops opening once its creator may no longer manage the cloud.
   */
  shareTarget(): ShareTarget {
    const content = this.contents().clouds;
    const openable = (opening: ShareOpening) => content.findStillManaged(opening.creator, opening.itemId);
    return {
      shareable: async (actor, id) => {
        const { row } = await content.findManaged(actor, id);
        return { companyId: row.companyId, title: row.title };
      },
      open: async (opening, unlock) => {
        const found = await openable(opening);
        if (!found) return undefined;
        const subject = `s${opening.id}` as const;
        const cloud = await this.present(found.row, {
          subject,
          unlock,
          children: found.access,
          mayManage: false,
        });
        return { kind: 'cloud', cloud };
      },
      unlock: async (opening, pin, ip) => {
        const found = await openable(opening);
        if (!found) return undefined;
        const subject = `s${opening.id}` as const;
        const opened = { subject, children: found.access, mayManage: false };
        if (!properties(found.row).pin_protected)
          return { kind: 'cloud', cloud: await this.present(found.row, opened) };
        const keys = visitorKeys(found.row.id, `link${opening.id}`, ip);
        const token = await this.checkPin(found.row.id, pin, subject, keys, { ip });
        return { kind: 'cloud', cloud: await this.present(found.row, { ...opened, unlock: token }) };
      },
    };
  }

  /** A right PIN gives an unlock token for this subject; wrong ones are counted under every key. */
  private async checkPin(
    cloudId: number,
    pin: string,
    subject: GrantSubject,
    keys: Record<string, string>,
    who: ThrottleSubject,
  ): Promise<string> {
    const throttle = this.throttle;
    if (!throttle) throw new Error('Unlocking needs the API process’s throttle');
    await throttle.assertOpen(keys, who);
    const hash = await findPinHash(this.ctx.db, cloudId);
    if (!hash || !(await verifyPassword(hash, pin))) {
      for (const [reason, key] of Object.entries(keys))
        await throttle.fail(key, reason === 'cloud.pin.visitors' ? VISITOR_PIN_TRIES : PIN_TRIES);
      throw new HttpError(403, cloudMessages.pinInvalid, 'clouds.pin_invalid');
    }
    for (const key of Object.values(keys)) if (!key.endsWith(':visitors')) await throttle.forget(key);
    return signGrant(this.ctx.config.jwtSecret, unlockResource(cloudId), subject);
  }

  /** Sets, changes or removes the PIN: those who manage the cloud only. */
  async setPin(actor: Actor, id: number, pin: string | null): Promise<{ ok: true }> {
    const { access, row } = await this.visible(actor, id);
    if (!contentPolicy.mayWrite(access, row)) throw forbidden();
    const hash = pin === null ? null : await hashPassword(pin);
    await this.ctx.db.transaction(async (tx) => {
      await savePinHash(tx, id, hash);
      await patchProperties(tx, clouds, id, { pin_protected: pin !== null });
    });
    return { ok: true };
  }

  /**
   * An octree file, whole or a range, if the grant in its URL is valid for this item; 403 otherwise.
   * A grant made for a share link or a public visitor holds only while that link or the cloud's
   * public flag does, so revoking or unpublishing stops the files at once, not hours later.
   */
  async openOctreeFile(kind: CloudKind, id: number, grant: string, file: (typeof octreeFiles)[number]) {
    let cloudId = id;
    if (kind === 'cloudChildren') {
      const child = await findRow(this.ctx.db, cloudChildren, id);
      if (!child) throw forbidden(cloudMessages.locked);
      cloudId = Number(child.properties.cloud);
    }
    const lock = await this.lockTag(cloudId);
    const valid = verifyGrant(this.ctx.config.jwtSecret, octreeResource(kind, id, lock), grant);
    if (!valid || !(await this.grantStillHolds(valid.subject, cloudId)))
      throw forbidden(cloudMessages.locked);
    const key = octreeKey(kind, id, file);
    const stat = await this.ctx.storage.stat(key);
    if (!stat) throw forbidden(cloudMessages.locked);
    return { key, size: stat.size, expires: valid.expires };
  }

  private async grantStillHolds(subject: GrantSubject, cloudId: number): Promise<boolean> {
    if (subject === 'anonymous') return (await findPublicCloud(this.ctx.db, cloudId)) !== undefined;
    if (subject.startsWith('s')) {
      const link = await findActiveShareLink(this.ctx.db, Number(subject.slice(1)));
      return link?.kind === 'cloud' && link.itemId === cloudId;
    }
    return true;
  }

  private async visible(actor: Actor, id: number) {
    const content = this.contents().clouds;
    const access = await content.access(actor);
    return { access, row: await content.findVisible(access, id) };
  }

  private async publicCloud(id: number) {
    const row = await findPublicCloud(this.ctx.db, id);
    if (!row) throw notFound('The point cloud');
    return row;
  }

  /**
   * The viewer payload: octree URLs signed for `subject`, unless the cloud is PIN-locked and `unlock`
   * is not a token a right PIN gave that same subject. `children`: whose sight picks the children
   * shown (a visitor of a public cloud sees its enabled ones).
   */
  private async present(
    row: ContentRecordLike & Pick<ContentRecord, 'title' | 'description'>,
    opened: {
      subject: GrantSubject;
      unlock?: string | undefined;
      children: ActorScope | 'enabled';
      mayManage: boolean;
    },
  ): Promise<CloudViewer> {
    const { subject } = opened;
    const unlock =
      opened.unlock !== undefined &&
      verifyGrant(this.ctx.config.jwtSecret, unlockResource(row.id), opened.unlock)?.subject === subject
        ? opened.unlock
        : null;
    const locked = properties(row).pin_protected && unlock === null;
    const lock = await this.lockTag(row.id);
    const octree = (kind: CloudKind, item: ContentRecordLike & { title: string }): CloudOctree => {
      const p = properties(item);
      const grant = signGrant(this.ctx.config.jwtSecret, octreeResource(kind, item.id, lock), subject);
      const base = kind === 'clouds' ? 'clouds' : 'cloud-children';
      return {
        id: item.id,
        title: item.title,
        status: p.status,
        progress: p.progress,
        error: p.error,
        points: p.points,
        bounds: p.bounds,
        url: p.status === 'ready' && !locked ? `/api/${base}/${item.id}/octree/${grant}/metadata.json` : null,
      };
    };
    const children = await findChildren(this.ctx.db, cloudChildren, row.id);
    const visible = new Set(
      opened.children === 'enabled'
        ? children.filter((c) => c.enabled).map((c) => c.id)
        : await visibleContentIds(
            this.ctx.db,
            cloudChildren,
            opened.children,
            row.companyId,
            children.map((c) => c.id),
          ),
    );
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      locked,
      unlock,
      may_manage: opened.mayManage,
      octree: octree('clouds', row),
      children: children.filter((c) => visible.has(c.id)).map((c) => octree('cloudChildren', c)),
    };
  }

  /**
   * Octree grants name the cloud's PIN (a digest of its hash): setting, changing or removing the PIN
   * voids every grant made before, so a URL handed out earlier does not outlive the lock.
   */
  private async lockTag(cloudId: number): Promise<string> {
    const hash = await findPinHash(this.ctx.db, cloudId);
    return hash ? createHash('sha256').update(hash).digest('base64url').slice(0, 16) : 'open';
  }
}

type ContentRecordLike = Pick<ContentRecord, 'id' | 'companyId' | 'oldsubprojectId' | 'properties'>;

const unlockResource = (id: number) => `cloud-unlock:${id}`;
const octreeResource = (kind: CloudKind, id: number, lock: string) => `octree:${kind}:${id}:${lock}`;

function properties(row: { properties: Record<string, unknown> }): CloudProperties {
  return contentProperties.clouds.safeParse(row.properties).data ?? contentProperties.clouds.parse({});
}
