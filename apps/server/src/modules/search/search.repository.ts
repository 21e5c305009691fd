import { type ContentKind, contentKindNames } from '@spatium/contracts';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { companyMembers } from '../companies/companies.schema.ts';
import type { ActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { containsPattern, visibleSubproject } from '../content/index.ts';
import { hotspots } from '../hotspots/hotspots.schema.ts';
import { oldprojects, oldsubprojects } from '../projects/projects.schema.ts';
import { sceneNotes } from '../scene-notes/scene-notes.schema.ts';
import { tourQuizPasses, tourQuizzes, tours } from '../tours/tours.schema.ts';

export async function searchSubprojects(db: Executor, access: ActorScope, text: string, limit: number) {
  const pattern = containsPattern(text);
  return db
    .select({
      id: oldsubprojects.id,
      title: oldsubprojects.title,
      order: oldsubprojects.order,
      oldproject: oldsubprojects.oldprojectId,
      company: oldsubprojects.companyId,
      project_title: oldprojects.title,
    })
    .from(oldsubprojects)
    .innerJoin(oldprojects, eq(oldprojects.id, oldsubprojects.oldprojectId))
    .where(
      and(
        visibleSubproject(access, oldsubprojects.id, oldsubprojects.companyId),
        or(
          sql`${oldsubprojects.title} ILIKE ${pattern}`,
          sql`${oldsubprojects.description} ILIKE ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(oldsubprojects.title), asc(oldsubprojects.id))
    .limit(limit);
}

export type DocumentHit = {
  id: number;
  kind: ContentKind;
  title: string;
  subproject: number;
  oldproject: number;
};

/** Content of every kind by title or description, in one query over every kind's table. */
export async function searchDocuments(
  db: Executor,
  access: ActorScope,
  text: string,
  limit: number,
): Promise<DocumentHit[]> {
  const pattern = containsPattern(text);
  const parts = contentKindNames.map((kind) => {
    const t = contentTables[kind];
    const visible = visibleSubproject(access, t.oldsubprojectId, t.companyId) ?? sql`true`;
    return sql`SELECT ${kind}::text AS kind, ${t.id} AS id, ${t.title} AS title, ${t.oldsubprojectId} AS subproject, ${oldsubprojects.oldprojectId} AS oldproject
      FROM ${t} JOIN ${oldsubprojects} ON ${oldsubprojects.id} = ${t.oldsubprojectId}
      WHERE (${t.title} ILIKE ${pattern} OR ${t.description} ILIKE ${pattern}) AND ${visible}`;
  });
  const result = await db.execute<DocumentHit>(
    sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) hits ORDER BY title, kind, id LIMIT ${limit}`,
  );
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    subproject: Number(r.subproject),
    oldproject: Number(r.oldproject),
  }));
}

/**
 * Points of interest (hotspots of type poi): one on a tour is visible with the tour; one of the
 * company itself to the company's members.
 */
export async function searchPois(db: Executor, access: ActorScope, text: string, limit: number) {
  const pattern = containsPattern(text);
  let visible: SQL | undefined;
  if (!access.isAdmin) {
    const tourVisible = visibleSubproject(access, tours.oldsubprojectId, tours.companyId)!;
    const member = sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${hotspots.companyId} AND ${companyMembers.userId} = ${access.userId})`;
    visible = or(
      and(
        sql`${hotspots.tourId} IS NULL`,
        or(member, access.adminOf.length > 0 ? inArray(hotspots.companyId, access.adminOf) : undefined),
      ),
      sql`EXISTS (SELECT 1 FROM ${tours} WHERE ${tours.id} = ${hotspots.tourId} AND ${tourVisible})`,
    );
  }
  return db
    .select({
      id: hotspots.id,
      title: hotspots.title,
      description: hotspots.description,
      importance: hotspots.importance,
      tour: hotspots.tourId,
    })
    .from(hotspots)
    .where(
      and(
        eq(hotspots.type, 'poi'),
        or(sql`${hotspots.title} ILIKE ${pattern}`, sql`${hotspots.description} ILIKE ${pattern}`),
        visible,
      ),
    )
    .orderBy(
      sql`CASE ${hotspots.importance} WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`,
      asc(hotspots.title),
    )
    .limit(limit);
}

export type TourPoiHit = {
  id: string;
  title: string;
  description: string;
  importance: 'low' | 'medium' | 'high';
  tour: number;
  tour_title: string;
  scene: string;
  scene_title: string;
  yaw: number;
  pitch: number;
};

/**
 * Points of interest inside the scenes of tours the caller may see. A scene with a question the caller
 * has not answered right gives nothing away, here as in the viewer.
 */
export async function searchTourPois(
  db: Executor,
  access: ActorScope,
  text: string,
  limit: number,
): Promise<TourPoiHit[]> {
  const pattern = containsPattern(text);
  const visible = visibleSubproject(access, tours.oldsubprojectId, tours.companyId) ?? sql`true`;
  const result = await db.execute<TourPoiHit>(sql`
    SELECT point->>'id' AS id, point->>'title' AS title, COALESCE(point->>'description', '') AS description,
      COALESCE(point->>'importance', 'medium') AS importance, ${tours.id} AS tour, ${tours.title} AS tour_title,
      scene->>'id' AS scene, scene->>'title' AS scene_title,
      (point->>'yaw')::float8 AS yaw, (point->>'pitch')::float8 AS pitch
    FROM ${tours}
      CROSS JOIN LATERAL jsonb_array_elements(COALESCE(${tours.properties}->'scenes', '[]'::jsonb)) AS scene
      CROSS JOIN LATERAL jsonb_array_elements(COALESCE(scene->'points_of_interest', '[]'::jsonb)) AS point
    WHERE ${visible}
      AND (point->>'title' ILIKE ${pattern} OR point->>'description' ILIKE ${pattern})
      AND NOT EXISTS (
        SELECT 1 FROM ${tourQuizzes}
        WHERE ${tourQuizzes.tourId} = ${tours.id} AND ${tourQuizzes.sceneId} = scene->>'id'
          AND NOT EXISTS (
            SELECT 1 FROM ${tourQuizPasses}
            WHERE ${tourQuizPasses.tourId} = ${tours.id} AND ${tourQuizPasses.sceneId} = scene->>'id'
              AND ${tourQuizPasses.question} = ${tourQuizzes.position}
              AND ${tourQuizPasses.userId} = ${access.userId}
          )
      )
    ORDER BY CASE point->>'importance' WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, title, tour, id
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    ...row,
    tour: Number(row.tour),
    yaw: Number(row.yaw),
    pitch: Number(row.pitch),
  }));
}

export type ScenePoiHit = {
  id: number;
  title: string;
  description: string;
  importance: 'low' | 'medium' | 'high';
  content: 'clouds' | 'bims' | 'threeds';
  item: number;
  item_title: string;
  camera: { position: number[]; target: number[] } | null;
};

/** Points of interest placed in 3D, each visible with its cloud, BIM or 3D model. */
export async function searchScenePois(
  db: Executor,
  access: ActorScope,
  text: string,
  limit: number,
): Promise<ScenePoiHit[]> {
  const pattern = containsPattern(text);
  const parts = (['clouds', 'bims', 'threeds'] as const).map((kind) => {
    const t = contentTables[kind];
    const visible = visibleSubproject(access, t.oldsubprojectId, t.companyId) ?? sql`true`;
    return sql`SELECT ${sceneNotes.id} AS id, ${sceneNotes.title} AS title, ${sceneNotes.description} AS description,
        COALESCE(${sceneNotes.importance}, 'medium') AS importance, ${kind}::text AS content, ${t.id} AS item,
        ${t.title} AS item_title, ${sceneNotes.camera} AS camera
      FROM ${sceneNotes} JOIN ${t} ON ${t.id} = ${sceneNotes.itemId} AND ${t.companyId} = ${sceneNotes.companyId}
      WHERE ${sceneNotes.content} = ${kind} AND ${sceneNotes.type} = 'poi' AND ${visible}
        AND (${sceneNotes.title} ILIKE ${pattern} OR ${sceneNotes.description} ILIKE ${pattern})`;
  });
  const result = await db.execute<ScenePoiHit>(
    sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) hits
      ORDER BY CASE importance WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, title, id LIMIT ${limit}`,
  );
  return result.rows.map((row) => ({ ...row, id: Number(row.id), item: Number(row.item) }));
}
