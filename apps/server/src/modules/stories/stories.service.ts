import {
  can,
  contentProperties,
  type StoryEmbedAccess,
  type StoryViewer,
  type StoryViewerSlide,
} from '@spatium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { contentTables } from '../content/content.tables.ts';
import {
  type ContentHooks,
  type ContentRecord,
  type ContentService,
  contentPolicy,
  visibleContentIds,
} from '../content/index.ts';
import { findItemFiles, findItemFilesById, openStoredFile } from '../files/index.ts';
import { findActiveShareLink, type ShareOpening, type ShareTarget } from '../sharelinks/index.ts';
import { findUserById } from '../users/index.ts';
import { stories } from './stories.schema.ts';

/** Image types a browser shows in a chapter. */
const storyImageTypes = ['image/jpeg', 'image/png', 'image/webp'];

type StoryRow = typeof stories.$inferSelect;

const storyFileResource = (storyId: number, fileId: number) => `story-file:${storyId}:${fileId}`;

/** Kinds whose items open without an account once their managers make them public (`properties.public`). */
const publicKinds = new Set(['tours', 'clouds', 'bims', 'threeds']);

function propertiesOf(row: { properties: Record<string, unknown> }) {
  return contentProperties.stories.safeParse(row.properties).data ?? contentProperties.stories.parse({});
}

/**
 * What is saved on a story must be sound: a chapter's image is one of the story's own image files,
 * and what it embeds is an item of the story's company.
 */
export function storyContentHooks(): ContentHooks {
  return {
    checkProperties: async ({ db, companyId, properties, fileIds }) => {
      const story = contentProperties.stories.parse(properties);
      const images = new Set(
        (await findItemFilesById(db, fileIds))
          .filter((f) => storyImageTypes.includes(f.type))
          .map((f) => f.id),
      );
      for (const slide of story.slides) {
        if (slide.image !== null && !images.has(slide.image))
          throw badRequest(
            `The image of chapter "${slide.title}" is not one of the story's images.`,
            'stories.image',
          );
      }
      const embeds = story.slides.flatMap((s) => (s.embed ? [s.embed] : []));
      for (const kind of new Set(embeds.map((e) => e.kind))) {
        const ids = [...new Set(embeds.filter((e) => e.kind === kind).map((e) => e.id))];
        const table = contentTables[kind];
        const found = await db
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.id, ids), eq(table.companyId, companyId)));
        if (found.length !== ids.length)
          throw badRequest('A chapter embeds an item that is not one of this company’s.', 'stories.embed');
      }
    },
  };
}

/**
 * The story viewers' reads: /story, /storyv2 and /presentation show the same payload. An enabled
 * public story opens for anyone; any other only for those who may see it, and is answered as
 * missing to the rest, exactly like a story that does not exist.
 */
export class StoryService {
  private readonly ctx: ModuleContext;
  private readonly content: ContentService;

  constructor(ctx: ModuleContext, content: ContentService) {
    this.ctx = ctx;
    this.content = content;
  }

  async viewer(actor: Actor | undefined, id: number): Promise<StoryViewer> {
    const found = await this.storyFor(actor, id);
    if (!found) throw notFound('The story');
    return this.present(found.row, found.canEdit, actor ? `u${actor.id}` : 'anonymous', actor);
  }

  /**
   * A story's private links (`/private-story/{code}`): made by those who manage the story, opened
   * read-only with the rights of their creator, so a link stops once they may no longer manage it.
   */
  shareTarget(): ShareTarget {
    return {
      shareable: async (actor, id) => {
        const { row } = await this.content.findManaged(actor, id);
        return { companyId: row.companyId, title: row.title };
      },
      open: async (opening: ShareOpening) => {
        const found = await this.content.findStillManaged(opening.creator, opening.itemId);
        if (!found) return undefined;
        // A link lends its creator's rights to the story alone: its embeds open only if public.
        return { kind: 'story', story: await this.present(found.row, false, `s${opening.id}`, undefined) };
      },
    };
  }

  private async present(
    row: StoryRow | ContentRecord,
    canEdit: boolean,
    subject: GrantSubject,
    reader: Actor | undefined,
  ): Promise<StoryViewer> {
    const properties = propertiesOf(row);
    const files = new Map(
      ((await findItemFiles(this.ctx.db, 'stories', [row.id])).get(row.id) ?? []).map((f) => [f.id, f]),
    );
    const embeds = await this.resolveEmbeds(row.companyId, properties.slides, reader);
    const slides: StoryViewerSlide[] = properties.slides.map((slide) => {
      const file = slide.image === null ? undefined : files.get(slide.image);
      const shown = file && storyImageTypes.includes(file.type) ? file : undefined;
      const embed = slide.embed && embeds.get(`${slide.embed.kind}:${slide.embed.id}`);
      return {
        title: slide.title,
        body: slide.body,
        link: slide.media,
        image: shown
          ? {
              url: `/api/stories/${row.id}/files/${shown.id}/${signGrant(
                this.ctx.config.jwtSecret,
                storyFileResource(row.id, shown.id),
                subject,
              )}`,
              name: shown.name,
            }
          : null,
        embed:
          slide.embed && embed
            ? {
                kind: slide.embed.kind,
                id: slide.embed.id,
                ...embed,
                view: embed.access ? slide.embed.view : null,
              }
            : null,
      };
    });
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      public: properties.public,
      slides,
      can_edit: canEdit,
    };
  }

  /**
   * An image through the grant the viewer payload carried: who it was made for must still be able
   * to open the story, and the story must still show the image in one of its chapters.
   */
  async openFile(storyId: number, fileId: number, grant: string, rangeHeader: string | undefined) {
    const granted = verifyGrant(this.ctx.config.jwtSecret, storyFileResource(storyId, fileId), grant);
    if (!granted) throw notFound('The file');
    const found = granted.subject.startsWith('s')
      ? await this.storyOfLink(Number(granted.subject.slice(1)), storyId)
      : await this.storyFor(await this.actorOf(granted.subject), storyId);
    const shown = found && propertiesOf(found.row).slides.some((s) => s.image === fileId);
    const file =
      shown &&
      ((await findItemFiles(this.ctx.db, 'stories', [storyId])).get(storyId) ?? []).find(
        (f) => f.id === fileId && storyImageTypes.includes(f.type),
      );
    if (!file) throw notFound('The file');
    const opened = await openStoredFile(this.ctx.storage, file, rangeHeader);
    if (!opened) throw notFound('The file');
    return { ...opened, expires: granted.expires };
  }

  /** The story a private link still opens, so a revoked link's pictures stop with it. */
  private async storyOfLink(linkId: number, storyId: number) {
    const link = await findActiveShareLink(this.ctx.db, linkId);
    if (link?.kind !== 'story' || link.itemId !== storyId) return undefined;
    const creator = await this.actorOf(`u${link.createdBy}`);
    const found = creator && (await this.content.findStillManaged(creator, storyId));
    return found ? { row: found.row, canEdit: false } : undefined;
  }

  private async actorOf(subject: GrantSubject): Promise<Actor | undefined> {
    if (!subject.startsWith('u')) return undefined;
    const user = await findUserById(this.ctx.db, Number(subject.slice(1)));
    if (!user) return undefined;
    return { ...user, scope: 'full', impersonatedBy: null };
  }

  /** The story if this caller may open it (signed in and able to see it, or it is public). */
  private async storyFor(
    actor: Actor | undefined,
    id: number,
  ): Promise<{ row: StoryRow | ContentRecord; canEdit: boolean } | undefined> {
    if (actor && can(actor.roleId, 'content.read')) {
      const access = await this.content.access(actor);
      const row = await this.content.findVisible(access, id).catch(() => undefined);
      if (row) return { row, canEdit: contentPolicy.mayWrite(access, row) };
    }
    const [row] = await this.ctx.db
      .select()
      .from(stories)
      .where(
        and(
          eq(stories.id, id),
          eq(stories.enabled, true),
          sql`(${stories.properties}->>'public')::boolean IS TRUE`,
        ),
      );
    return row ? { row, canEdit: false } : undefined;
  }

  /**
   * The embedded items that still exist in the story's company, and how this reader may open each: as
   * one who may see it, or as anyone because it is enabled and public. An item the reader may not open
   * is sent without its title: a story never shows more of an item than the item's own rules do.
   */
  private async resolveEmbeds(
    companyId: number,
    slides: { embed: { kind: keyof typeof contentTables; id: number } | null }[],
    reader: Actor | undefined,
  ): Promise<Map<string, ResolvedEmbed>> {
    const result = new Map<string, ResolvedEmbed>();
    const embeds = slides.flatMap((s) => (s.embed ? [s.embed] : []));
    const access = reader && can(reader.roleId, 'content.read') ? await this.content.access(reader) : null;
    for (const kind of new Set(embeds.map((e) => e.kind))) {
      const table = contentTables[kind];
      const ids = [...new Set(embeds.filter((e) => e.kind === kind).map((e) => e.id))];
      const rows = await this.ctx.db
        .select({ id: table.id, title: table.title, enabled: table.enabled, properties: table.properties })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.companyId, companyId)));
      const visible = new Set(
        access ? await visibleContentIds(this.ctx.db, table, access, companyId, ids) : [],
      );
      for (const row of rows) {
        const isPublic = publicKinds.has(kind) && row.enabled && row.properties.public === true;
        const opensAs: StoryEmbedAccess | null = visible.has(row.id) ? 'member' : isPublic ? 'public' : null;
        result.set(`${kind}:${row.id}`, {
          title: opensAs ? row.title : null,
          access: opensAs,
          public_tour: kind === 'tours' && isPublic,
        });
      }
    }
    return result;
  }
}

interface ResolvedEmbed {
  title: string | null;
  access: StoryEmbedAccess | null;
  public_tour: boolean;
}
