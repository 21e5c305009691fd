import sharp from 'sharp';
import type { Storage } from '../../platform/storage/storage.ts';
import { type OpenedFile, openBytes, openStoredFile } from '../files/index.ts';
import type { TourMedia } from './tours.media.ts';

/** The longest side of the plan image viewers download: more than the mini-map or plan editor shows. */
export const PLAN_DISPLAY_EDGE = 2560;

type Plan = NonNullable<TourMedia['plan']>;

/**
 * The plan images viewers download. A scanned plan can be 14000 px and tens of megabytes; every
 * visitor of a public tour would fetch it whole for a mini-map. A larger plan is served as a WebP copy
 * scaled to PLAN_DISPLAY_EDGE, made on first use and kept in memory for the most recent plans (derived,
 * so nothing is left in storage when the original goes; a restart only costs one scaling again).
 */
export class PlanImages {
  private readonly storage: Storage;
  private readonly capacity: number;
  // Insertion order is use order: the first key is the least recently used.
  private readonly scaled = new Map<number, Promise<Buffer | undefined>>();

  constructor(storage: Storage, capacity = 24) {
    this.storage = storage;
    this.capacity = capacity;
  }

  async open(plan: Plan, rangeHeader: string | undefined): Promise<OpenedFile | undefined> {
    const { file } = plan;
    if (Math.max(plan.width, plan.height) <= PLAN_DISPLAY_EDGE) {
      return openStoredFile(this.storage, file, rangeHeader);
    }
    // Should scaling fail, the plan is still there to be shown as it was uploaded.
    const bytes = await this.scaledCopy(plan).catch(() => null);
    if (bytes === null) return openStoredFile(this.storage, file, rangeHeader);
    if (!bytes) return undefined;
    return openBytes(
      { name: `${file.name.replace(/\.[^.]*$/, '')}.webp`, type: 'image/webp' },
      bytes,
      rangeHeader,
    );
  }

  private scaledCopy(plan: Plan): Promise<Buffer | undefined> {
    const id = plan.file.id;
    const cached = this.scaled.get(id);
    this.scaled.delete(id);
    const copy = cached ?? this.scale(plan);
    this.scaled.set(id, copy);
    // A failed scaling is not remembered: the next request tries again.
    copy.then((bytes) => bytes ?? this.scaled.delete(id)).catch(() => this.scaled.delete(id));
    for (const oldest of this.scaled.keys()) {
      if (this.scaled.size <= this.capacity) break;
      this.scaled.delete(oldest);
    }
    return copy;
  }

  private async scale(plan: Plan): Promise<Buffer | undefined> {
    const original = await this.storage.get(plan.file.storageKey);
    if (!original) return undefined;
    // Read whole first: a read that breaks off then fails the scaling instead of leaving it waiting.
    const chunks: Buffer[] = [];
    for await (const chunk of original.stream) chunks.push(chunk as Buffer);
    // rotate(): turned by its EXIF orientation, as browsers show it and as its size was measured.
    return sharp(Buffer.concat(chunks), { limitInputPixels: 1e9 })
      .rotate()
      .resize({
        width: PLAN_DISPLAY_EDGE,
        height: PLAN_DISPLAY_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 88 })
      .toBuffer();
  }
}
