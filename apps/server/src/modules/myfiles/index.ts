// What other modules may use of myfiles; everything else in this folder is its own.
export { deleteAllMyFiles, isPersonalFile } from './myfiles.repository.ts';
