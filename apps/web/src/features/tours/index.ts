// Only light pieces here: the viewer and builder are pages of their own (lazy chunks with three.js).
export { TilingProgress } from './components/TilingProgress.tsx';
