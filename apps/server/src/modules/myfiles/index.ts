// What other modules may use of myfiles; everything else in this folder is its own.
export { deleteAllMyFiles, isPersonalFile, usedBytes } from './myfiles.repository.ts';
export { quotaMessage } from './myfiles.service.ts';
