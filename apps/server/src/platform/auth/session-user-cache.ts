import type { FindSessionUser, SessionUser } from './sessions.ts';

/** The channel the users table's trigger notifies with the id of a user whose session fields changed. */
export const SESSION_USER_CHANNEL = 'spatium_session_user';

const MAX_USERS = 20_000;
// A last line of defence only: announcements normally make entries go at once.
const MAX_AGE_MS = 60_000;

/**
 * Keeps the users that sessions check (token version, role, company, trial) in memory, so a signed-in
 * request costs no database round trip for them. A database trigger announces every change of those
 * fields through PostgreSQL NOTIFY on commit (see the migration `session_user_changes`), and every
 * instance drops that user at once: a logout, password or 2FA change, deletion or role change is seen
 * everywhere within the time the notification takes. While the announcements may be missing (the
 * listening connection is down), nothing is cached and every check goes to the database. Changes this
 * process makes are announced in-process too (session-user-changes.ts), so its own are seen at once.
 */
export class SessionUserCache {
  private readonly find: FindSessionUser;
  private readonly users = new Map<number, { user: SessionUser | undefined; at: number }>();
  private live = false;
  /** Bumped by every announcement, so a read that started before one does not store stale data. */
  private generation = 0;

  constructor(find: FindSessionUser) {
    this.find = find;
  }

  /** The user's fields changed (an announcement arrived). */
  changed(userId: number): void {
    this.generation += 1;
    this.users.delete(userId);
  }

  /** Announcements may be missed from now on: stop caching. */
  lost(): void {
    this.live = false;
    this.generation += 1;
    this.users.clear();
  }

  /** Announcements arrive (again): caching may start. */
  listening(): void {
    this.live = true;
  }

  readonly findUser: FindSessionUser = async (userId, fresh = false) => {
    const cached = this.users.get(userId);
    if (!fresh && this.live && cached && Date.now() - cached.at < MAX_AGE_MS) return cached.user;
    const generation = this.generation;
    const user = await this.find(userId);
    if (this.live && generation === this.generation) {
      if (this.users.size >= MAX_USERS) this.users.delete(this.users.keys().next().value as number);
      this.users.set(userId, { user, at: Date.now() });
    }
    return user;
  };
}
