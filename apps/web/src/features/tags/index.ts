export { useTags } from './api/tags.ts';
export { TagBadge } from './components/TagBadge.tsx';
export { TagEditor } from './components/TagEditor.tsx';
