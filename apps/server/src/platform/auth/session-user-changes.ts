/**
 * Changes to a user's session fields made by this process, announced at once. The database trigger's
 * NOTIFY tells every instance too, but it travels through PostgreSQL and a busy event loop: the instance
 * that made a change must not accept the old token, nor refuse the new one, while it waits for it.
 */
type Listener = (userId: number) => void;

const listeners = new Set<Listener>();

export function announceSessionUserChange(userId: number): void {
  for (const listener of listeners) listener(userId);
}

/** Listens to this process's announcements; returns the way to stop. */
export function onSessionUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
