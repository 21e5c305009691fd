// What other modules may use of content; everything else in this folder is its own.
export {
  administeredByActor,
  type Viewer,
  visibleSubproject,
  visibleSubprojectToActor,
} from './content.access.ts';
export { notifyContent, notifySubprojectAudience } from './content.events.ts';
export { presentContent, presentContentRows } from './content.loader.ts';
export { contentPolicy } from './content.policy.ts';
export { notifyEachReader } from './content.progress.ts';
export { registerContentKind } from './content.register.ts';
export {
  audienceOf,
  type ContentRecord,
  containsPattern,
  contentAudience,
  deleteContent,
  deleteTagLinks,
  findVisibleContent,
  findVisibleContentByIds,
  insertContent,
  listContentOfSubprojects,
  loadTags,
  tagKey,
  updateContent,
  visibleContentIds,
} from './content.repository.ts';
export { type ContentHooks, ContentService } from './content.service.ts';
