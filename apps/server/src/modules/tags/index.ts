// What other modules may use of tags; everything else in this folder is its own.
export { copyTagLinks } from './tags.repository.ts';
