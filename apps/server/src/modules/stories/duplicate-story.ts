import type { ContentItem } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { type ContentService, contentPolicy, insertContent, notifyContent } from '../content/index.ts';
import { setContentFiles } from '../files/index.ts';
import { copyTagLinks } from '../tags/index.ts';

/**
 * POST duplicate_story/{id}: a copy of a story in the same sub-project, titled "<title> (copy)",
 * with the same slides, files and tags. The files are shared, not copied: a file row is deleted
 * only when its last item goes.
 */
export async function duplicateStory(
  ctx: ModuleContext,
  stories: ContentService,
  actor: Actor,
  id: number,
): Promise<ContentItem> {
  const access = await stories.access(actor);
  const original = await stories.findVisible(access, id);
  if (!contentPolicy.mayWrite(access, original)) throw forbidden();
  const { files } = await stories.present(access, original);
  const copyId = await ctx.db.transaction(async (tx) => {
    const newId = await insertContent(tx, stories.table, {
      companyId: original.companyId,
      oldsubprojectId: original.oldsubprojectId,
      title: `${original.title} (copy)`,
      description: original.description,
      enabled: original.enabled,
      order: original.order,
      properties: original.properties,
      thumbnailFileId: original.thumbnailFileId,
      createdBy: actor.id,
    });
    await setContentFiles(
      tx,
      'stories',
      newId,
      original.companyId,
      files.map((f) => f.id),
    );
    await copyTagLinks(tx, 'stories', original.id, newId);
    return newId;
  });
  const copy = await stories.present(access, await stories.findVisible(access, copyId));
  await notifyContent(ctx, 'stories', 'created', copy, {
    subprojectId: copy.subproject,
    companyId: copy.company,
  });
  return copy;
}
