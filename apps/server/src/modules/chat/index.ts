// What other modules may use of chat; everything else in this folder is its own.
export { listChannels } from './chat.repository.ts';
