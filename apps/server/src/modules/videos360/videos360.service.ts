import { type ContentItem, contentProperties, type VideoOffsets } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { audienceOf, type ContentHooks } from '../content/index.ts';

/** What the videos360 content kind adds to the shared rules: the "video offset" feed (SPEC §7). */
export class Videos360Service {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  readonly hooks: ContentHooks = {
    afterCommit: async (event) => {
      if (event.type !== 'updated') return;
      const offsets = offsetsOf(event.item);
      if (sameOffsets(offsetsOf(event.before), offsets)) return;
      await this.tellViewers(event.item, offsets);
    },
  };

  /**
   * `videooffset` {id, offsets} to each user who may see the video, so open viewers turn without a
   * reload; never to a company room, where members without access to the sub-project would hear it.
   */
  private async tellViewers(item: ContentItem, offsets: VideoOffsets): Promise<void> {
    const viewerIds = await audienceOf(this.ctx.db, [item.subproject], item.company);
    for (const userId of viewerIds)
      this.ctx.realtime.toUser(userId).emit('videooffset', { id: item.id, offsets });
  }
}

// Rows written before the offsets had ranges may not parse: they count as unturned.
function offsetsOf(item: ContentItem): VideoOffsets {
  return (
    contentProperties.videos360.safeParse(item.properties).data?.offsets ?? { yaw: 0, pitch: 0, roll: 0 }
  );
}

function sameOffsets(a: VideoOffsets, b: VideoOffsets): boolean {
  return a.yaw === b.yaw && a.pitch === b.pitch && a.roll === b.roll;
}
