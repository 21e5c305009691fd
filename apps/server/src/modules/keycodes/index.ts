// What other modules may use of key codes (the demo seeds sealed codes); everything else is its own.
export { KeyCodeSealer, keyCodeHint, newKeyCode } from './keycodes.crypto.ts';
