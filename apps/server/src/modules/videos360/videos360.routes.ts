import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { videos360 } from './videos360.schema.ts';
import { Videos360Service } from './videos360.service.ts';

/**
 * 360° videos (the spec's videos-360-s). properties: `offsets` {yaw, pitch, roll} in degrees, the
 * orientation the viewer starts from (SPEC §3 data.offsets); a change of them is sent to open viewers
 * as `videooffset`. Files: the video (upload purpose `video360`), streamed through signed links.
 */
export function registerVideos360Module(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'videos360', videos360, new Videos360Service(ctx).hooks);
}
