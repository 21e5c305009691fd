import {
  type ContentKind,
  canIn,
  type MapPlacement,
  type MapPlacementKind,
  type ProjectMap,
  type ProjectMapIssue,
  type ProjectMapItem,
} from '@spatium/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope, relationTo } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { contentPolicy, findVisibleContent, loadTags, tagKey, visibleSubproject } from '../content/index.ts';
import { places } from '../places/places.schema.ts';
import { oldprojects, oldsubprojects } from '../projects/projects.schema.ts';
import { mapPlacements } from './maps.schema.ts';

/**
 * The seam for issues (SPEC §3 'show in project map'): the issues module answers the issues of
 * these sub-projects that the actor may see and that are flagged for the map. Until it is given
 * (registerMapsModule's `issues` option), the project map has no issue layer data.
 */
export type ProjectMapIssueSource = (input: {
  db: Executor;
  access: ActorScope;
  projectId: number;
  /** The project's company, whose issues these are. */
  companyId: number;
  /** The request's domain: its override may turn issues off (SPEC §6). */
  domain: string;
  subprojectIds: number[];
}) => Promise<ProjectMapIssue[]>;

/** The project map (/my_map/{id}): placed sub-projects and content, places, and issues. */
export class ProjectMapService {
  private readonly ctx: ServiceContext;
  private readonly issues: ProjectMapIssueSource | undefined;

  constructor(ctx: ServiceContext, issues: ProjectMapIssueSource | undefined) {
    this.ctx = ctx;
    this.issues = issues;
  }

  async get(actor: Actor, projectId: number, domain: string): Promise<ProjectMap> {
    const { db } = this.ctx;
    const access = await loadActorScope(db, actor);
    const [project] = await db.select().from(oldprojects).where(eq(oldprojects.id, projectId));
    const subprojects = project
      ? await db
          .select({ id: oldsubprojects.id, title: oldsubprojects.title })
          .from(oldsubprojects)
          .where(
            and(
              eq(oldsubprojects.oldprojectId, project.id),
              visibleSubproject(access, oldsubprojects.id, oldsubprojects.companyId),
            ),
          )
          .orderBy(asc(oldsubprojects.order), asc(oldsubprojects.id))
      : [];
    // As a project page: visible to whoever sees one of its sub-projects, and to its company's admins.
    const visible =
      project && (subprojects.length > 0 || access.isAdmin || access.adminOf.includes(project.companyId));
    if (!visible) throw notFound('The project');
    const subprojectIds = subprojects.map((s) => s.id);
    const placements =
      subprojectIds.length === 0
        ? []
        : await db
            .select()
            .from(mapPlacements)
            .where(inArray(mapPlacements.oldsubprojectId, subprojectIds))
            .orderBy(asc(mapPlacements.kind), asc(mapPlacements.itemId));
    const titles = await this.titlesOf(db, placements, subprojects);
    const placed = placements.filter((p) => titles.has(tagKey(p.kind, p.itemId)));
    const tags = await loadTags(db, groupByKind(placed));
    const items: ProjectMapItem[] = placed.map((p) => ({
      kind: p.kind as MapPlacementKind,
      id: p.itemId,
      title: titles.get(tagKey(p.kind, p.itemId))!,
      subproject: p.oldsubprojectId,
      lon: p.lon,
      lat: p.lat,
      level: p.level,
      tags: tags.get(tagKey(p.kind, p.itemId)) ?? [],
    }));
    // Places are the company's (SPEC §3): its members see them, as GET places answers them.
    const placeRows =
      relationTo(access, project.companyId) === 'none'
        ? []
        : await db
            .select()
            .from(places)
            .where(eq(places.companyId, project.companyId))
            .orderBy(asc(places.title), asc(places.id));
    const issues = this.issues
      ? await this.issues({
          db,
          access,
          projectId: project.id,
          companyId: project.companyId,
          domain,
          subprojectIds,
        })
      : [];
    return {
      project: { id: project.id, title: project.title, company: project.companyId },
      subprojects: subprojects.map((s) => ({ id: s.id, title: s.title })),
      items,
      places: placeRows.map((p) => ({
        id: p.id,
        title: p.title,
        address: p.address,
        lon: p.lon,
        lat: p.lat,
      })),
      issues,
      levels: [...new Set(items.map((i) => i.level).filter((l): l is string => l !== null))],
      may_place: canIn(access, 'content.manage', project.companyId),
    };
  }

  async place(actor: Actor, body: MapPlacement): Promise<MapPlacement> {
    const { db } = this.ctx;
    const access = await loadActorScope(db, actor);
    const item = await this.findPlaceable(db, access, body.kind, body.id);
    if (!contentPolicy.mayWrite(access, item)) throw forbidden();
    const values = { lon: body.lon, lat: body.lat, level: body.level, updatedAt: new Date() };
    await db
      .insert(mapPlacements)
      .values({
        kind: body.kind,
        itemId: body.id,
        companyId: item.companyId,
        oldsubprojectId: item.oldsubprojectId,
        ...values,
      })
      .onConflictDoUpdate({
        target: [mapPlacements.kind, mapPlacements.itemId],
        // An item that moved to another sub-project takes its placement along.
        set: { ...values, oldsubprojectId: item.oldsubprojectId },
      });
    return body;
  }

  async remove(actor: Actor, kind: MapPlacementKind, id: number): Promise<{ ok: true }> {
    const { db } = this.ctx;
    const access = await loadActorScope(db, actor);
    const item = await this.findPlaceable(db, access, kind, id);
    if (!contentPolicy.mayWrite(access, item)) throw forbidden();
    await db.delete(mapPlacements).where(and(eq(mapPlacements.kind, kind), eq(mapPlacements.itemId, id)));
    return { ok: true };
  }

  /** The item to place, if the actor may see it; 404 otherwise, as if it did not exist. */
  private async findPlaceable(
    db: Executor,
    access: ActorScope,
    kind: MapPlacementKind,
    id: number,
  ): Promise<{ companyId: number; oldsubprojectId: number }> {
    if (kind === 'oldsubprojects') {
      const [row] = await db
        .select()
        .from(oldsubprojects)
        .where(
          and(
            eq(oldsubprojects.id, id),
            visibleSubproject(access, oldsubprojects.id, oldsubprojects.companyId),
          ),
        );
      if (!row) throw notFound('The sub-project');
      return { companyId: row.companyId, oldsubprojectId: row.id };
    }
    const row = await findVisibleContent(db, contentTables[kind], access, id);
    if (!row) throw notFound('The item');
    return row;
  }

  /**
   * Titles by item key: every visible sub-project, and the placed items that still exist, are enabled
   * and stand in a visible sub-project. A placement whose key is missing here is not shown.
   */
  private async titlesOf(
    db: Executor,
    placements: { kind: string; itemId: number; oldsubprojectId: number }[],
    subprojects: { id: number; title: string }[],
  ): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const s of subprojects) titles.set(tagKey('oldsubprojects', s.id), s.title);
    const wanted = groupByKind(placements).filter((g) => g.kind !== 'oldsubprojects');
    const visible = subprojects.map((s) => s.id);
    await Promise.all(
      wanted.map(async ({ kind, ids }) => {
        const table = contentTables[kind as ContentKind];
        const rows = await db
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(
            and(inArray(table.id, ids), inArray(table.oldsubprojectId, visible), eq(table.enabled, true)),
          );
        for (const row of rows) titles.set(tagKey(kind, row.id), row.title);
      }),
    );
    return titles;
  }
}

function groupByKind(placements: { kind: string; itemId: number }[]): { kind: string; ids: number[] }[] {
  const groups = new Map<string, number[]>();
  for (const p of placements) groups.set(p.kind, [...(groups.get(p.kind) ?? []), p.itemId]);
  return [...groups].map(([kind, ids]) => ({ kind, ids }));
}
