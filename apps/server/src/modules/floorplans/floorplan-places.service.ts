import {
  type ContentKind,
  canIn,
  contentProperties,
  type FloorplanBuildingView,
  type FloorplanMarkerKind,
  type FloorplanMarkerPosition,
  type FloorplanPlaceable,
  FloorplanStructure,
  type FloorplanStructureView,
  floorplanMarkerKinds,
  type NewFloorplanMarker,
  type PlacedFloorplanMarker,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, companyFeatureIsOn, loadActorScope, relationTo } from '../companies/index.ts';
import { type ContentRecord, type ContentService, contentPolicy } from '../content/index.ts';
import { visibleIssueTitles } from '../issues/index.ts';
import {
  deleteMarker,
  type FloorplanMarkerRow,
  findMarker,
  findStructure,
  insertMarker,
  listMarkers,
  listVisibleFloorplans,
  moveMarker,
  saveStructure,
  visibleItems,
} from './floorplan-markers.repository.ts';

// The placing dialog lists the newest this many of each kind; more would not fit a picker anyway.
const PLACEABLE_PER_KIND = 200;
const EMPTY_STRUCTURE: FloorplanStructure = { version: 1, buildings: [] };

interface ItemFacts {
  title: string;
  scenes: { id: string; title: string }[];
}

/**
 * The company's buildings and floors (SPEC §3 `floorplans.structure`), and the content and issues
 * placed on floor plans. Everything shown is filtered by what the reader may see.
 */
export class FloorplanPlacesService {
  private readonly ctx: ServiceContext;
  private readonly content: ContentService;

  constructor(ctx: ServiceContext, content: ContentService) {
    this.ctx = ctx;
    this.content = content;
  }

  async structure(actor: Actor, companyId: number): Promise<FloorplanStructureView> {
    const access = await loadActorScope(this.ctx.db, actor);
    if (relationTo(access, companyId) === 'none') throw notFound('The company');
    return this.structureView(access, companyId);
  }

  /** Company admins replace the structure; a floor may show only a sheet of the company's own plans. */
  async saveStructure(
    actor: Actor,
    companyId: number,
    structure: FloorplanStructure,
  ): Promise<FloorplanStructureView> {
    const access = await loadActorScope(this.ctx.db, actor);
    if (relationTo(access, companyId) === 'none') throw notFound('The company');
    if (!canIn(access, 'company.administer', companyId)) throw forbidden();
    const plans = await listVisibleFloorplans(this.ctx.db, access, companyId);
    for (const building of structure.buildings)
      for (const floor of building.floors) {
        if (floor.floorplan === null) continue;
        const plan = plans.find((p) => p.id === floor.floorplan);
        // Another company's plan and a missing one get the same answer.
        if (!plan)
          throw badRequest(
            `${building.name}, ${floor.name}: the floor plan is not one of the company’s.`,
            'floorplans.structure',
          );
        if (floor.file !== null && !plan.sheets.some((s) => s.file === floor.file))
          throw badRequest(
            `${building.name}, ${floor.name}: the sheet is not a file of ${plan.title}.`,
            'floorplans.structure',
          );
      }
    await saveStructure(this.ctx.db, companyId, structure);
    return this.structureView(access, companyId);
  }

  /** The buildings for the viewer: a floor whose plan the reader may not see shows no plan. */
  async buildings(access: ActorScope, companyId: number): Promise<FloorplanBuildingView[]> {
    return (await this.structureView(access, companyId)).structure.buildings;
  }

  private async structureView(access: ActorScope, companyId: number): Promise<FloorplanStructureView> {
    const stored = await findStructure(this.ctx.db, companyId);
    if (stored === undefined) throw notFound('The company');
    const structure = FloorplanStructure.safeParse(stored).data ?? EMPTY_STRUCTURE;
    const plans = await listVisibleFloorplans(this.ctx.db, access, companyId);
    const visible = new Set(plans.map((p) => p.id));
    return {
      company: companyId,
      structure: {
        version: 1,
        buildings: structure.buildings.map((building) => ({
          ...building,
          floors: building.floors.map((floor) =>
            floor.floorplan !== null && visible.has(floor.floorplan)
              ? floor
              : { ...floor, floorplan: null, file: null },
          ),
        })),
      },
      floorplans: plans,
      abilities: { update: canIn(access, 'company.administer', companyId) },
    };
  }

  /** The markers placed on the plan whose items the reader may see, by sheet. */
  async placedOn(
    access: ActorScope,
    plan: ContentRecord,
    domain: string,
  ): Promise<Map<number, PlacedFloorplanMarker[]>> {
    const rows = await listMarkers(this.ctx.db, plan.id);
    const items = await this.itemsOf(access, plan.companyId, rows, domain);
    const bySheet = new Map<number, PlacedFloorplanMarker[]>();
    for (const row of rows) {
      const marker = present(row, items.get(key(row.kind, row.itemId)));
      if (!marker) continue;
      bySheet.set(row.fileId, [...(bySheet.get(row.fileId) ?? []), marker]);
    }
    return bySheet;
  }

  /** What the actor may place on this plan: the company's content and issues they see. */
  async placeables(actor: Actor, planId: number, domain: string): Promise<FloorplanPlaceable[]> {
    const { access, row } = await this.content.findManaged(actor, planId);
    const groups = await Promise.all(
      floorplanMarkerKinds.map(async (kind) => {
        const found = await this.visibleOfKind(access, row.companyId, kind, domain, {
          limit: PLACEABLE_PER_KIND,
        });
        return [...found].map(([item, facts]) => ({ kind, item, ...facts }));
      }),
    );
    return groups.flat();
  }

  async place(
    actor: Actor,
    planId: number,
    body: NewFloorplanMarker,
    domain: string,
  ): Promise<PlacedFloorplanMarker> {
    const { access, row } = await this.content.findManaged(actor, planId);
    const sheets = await this.sheetsOf(access, row);
    if (!sheets.includes(body.file))
      throw badRequest('The sheet is not a file of this floor plan.', 'floorplans.marker');
    const item = (
      await this.visibleOfKind(access, row.companyId, body.kind, domain, { ids: [body.item] })
    ).get(body.item);
    if (!item) throw notFound('The item');
    const scene = body.kind === 'tours' ? body.scene : null;
    if (scene !== null && !item.scenes.some((s) => s.id === scene))
      throw badRequest('The tour has no such scene.', 'floorplans.marker');
    const inserted = await insertMarker(this.ctx.db, {
      companyId: row.companyId,
      floorplanId: row.id,
      fileId: body.file,
      kind: body.kind,
      itemId: body.item,
      scene,
      x: body.x,
      y: body.y,
      createdBy: actor.id,
    });
    return present(inserted, item)!;
  }

  async move(
    actor: Actor,
    id: number,
    at: FloorplanMarkerPosition,
    domain: string,
  ): Promise<PlacedFloorplanMarker> {
    const { marker, item } = await this.findManagedMarker(actor, id, domain);
    const moved = await moveMarker(this.ctx.db, id, marker.companyId, at);
    if (!moved) throw notFound('The marker');
    return present(moved, item)!;
  }

  async remove(actor: Actor, id: number, domain: string): Promise<{ ok: true }> {
    const { marker } = await this.findManagedMarker(actor, id, domain);
    await deleteMarker(this.ctx.db, id, marker.companyId);
    return { ok: true };
  }

  /** A marker is changed by those who may change its plan and see its item; 404 where they see neither. */
  private async findManagedMarker(actor: Actor, id: number, domain: string) {
    const marker = await findMarker(this.ctx.db, id);
    if (!marker) throw notFound('The marker');
    const access = await this.content.access(actor);
    let plan: ContentRecord;
    try {
      plan = await this.content.findVisible(access, marker.floorplanId);
    } catch {
      throw notFound('The marker');
    }
    const item = (await this.itemsOf(access, plan.companyId, [marker], domain)).get(
      key(marker.kind, marker.itemId),
    );
    if (!item) throw notFound('The marker');
    if (!contentPolicy.mayWrite(access, plan)) throw forbidden();
    return { marker, item };
  }

  private async sheetsOf(access: ActorScope, plan: ContentRecord): Promise<number[]> {
    const item = await this.content.present(access, plan);
    return item.files.map((f) => f.id);
  }

  private async itemsOf(
    access: ActorScope,
    companyId: number,
    rows: Pick<FloorplanMarkerRow, 'kind' | 'itemId'>[],
    domain: string,
  ): Promise<Map<string, ItemFacts>> {
    const byKind = new Map<FloorplanMarkerKind, number[]>();
    for (const row of rows) {
      const kind = row.kind as FloorplanMarkerKind;
      byKind.set(kind, [...(byKind.get(kind) ?? []), row.itemId]);
    }
    const found = new Map<string, ItemFacts>();
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        for (const [id, facts] of await this.visibleOfKind(access, companyId, kind, domain, { ids }))
          found.set(key(kind, id), facts);
      }),
    );
    return found;
  }

  private async visibleOfKind(
    access: ActorScope,
    companyId: number,
    kind: FloorplanMarkerKind,
    domain: string,
    select: { ids: number[] } | { limit: number },
  ): Promise<Map<number, ItemFacts>> {
    const facts = new Map<number, ItemFacts>();
    if (kind === 'issues') {
      // Where the company or the domain has issues switched off, its issues are neither offered nor shown.
      if (!(await companyFeatureIsOn(this.ctx.db, companyId, 'issues', domain))) return facts;
      for (const issue of await visibleIssueTitles(this.ctx.db, access, companyId, select))
        facts.set(issue.id, { title: issue.title, scenes: [] });
      return facts;
    }
    for (const row of await visibleItems(this.ctx.db, access, kind as ContentKind, companyId, select))
      facts.set(row.id, { title: row.title, scenes: kind === 'tours' ? scenesOf(row.properties) : [] });
    return facts;
  }
}

const key = (kind: string, id: number) => `${kind}:${id}`;

function scenesOf(properties: Record<string, unknown>): { id: string; title: string }[] {
  const scenes = contentProperties.tours.safeParse(properties).data?.scenes ?? [];
  return scenes.map((scene) => ({ id: scene.id, title: scene.title }));
}

function present(row: FloorplanMarkerRow, item: ItemFacts | undefined): PlacedFloorplanMarker | null {
  if (!item) return null;
  const scene = row.scene === null ? undefined : item.scenes.find((s) => s.id === row.scene);
  return {
    id: row.id,
    file: row.fileId,
    kind: row.kind as FloorplanMarkerKind,
    item: row.itemId,
    scene: scene ? row.scene : null,
    title: scene ? `${item.title} — ${scene.title}` : item.title,
    x: row.x,
    y: row.y,
  };
}
