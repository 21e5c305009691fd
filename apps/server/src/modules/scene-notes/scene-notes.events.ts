import type { ServiceContext } from '../../context.ts';
import { audienceOf, type ContentRecord } from '../content/index.ts';

/** The query key (model) under which the web app keeps notes in 3D. */
export const sceneNotesModel = 'scene-notes';

/**
 * Tells everyone who may see the item to refetch its notes. A refetch rather than the note itself:
 * what each reader may do with a note differs, and the event names no content, so it leaks nothing.
 * Sent after the write; a lost event only delays other screens until their next fetch.
 */
export async function notifySceneNoteReaders(
  ctx: Pick<ServiceContext, 'db' | 'realtime' | 'log'>,
  item: Pick<ContentRecord, 'companyId' | 'oldsubprojectId'>,
): Promise<void> {
  try {
    for (const userId of await audienceOf(ctx.db, [item.oldsubprojectId], item.companyId))
      ctx.realtime.toUser(userId).emit('refetch', { models: [sceneNotesModel] });
  } catch (error) {
    ctx.log.warn({ err: error }, 'scene note notification failed');
  }
}
