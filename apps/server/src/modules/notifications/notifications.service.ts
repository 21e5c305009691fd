import type { NotificationsList, StoredNotification } from '@spatium/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { notFound } from '../../platform/http/errors.ts';
import { notifications } from './notifications.schema.ts';

const listSize = 50;

type NewNotification = Pick<StoredNotification, 'type' | 'model' | 'result'>;

function present(row: typeof notifications.$inferSelect): StoredNotification {
  return {
    id: row.id,
    time: row.createdAt.toISOString(),
    type: row.type,
    model: row.model,
    result: row.result,
    read: row.readAt !== null,
  };
}

/**
 * Stores a notification for each recipient and tells their open sockets (`newnotification`). Called
 * after the change it is about has committed; a failure here is logged, never undoes that change.
 */
export async function storeNotifications(
  ctx: Pick<ServiceContext, 'db' | 'realtime' | 'log'>,
  recipients: number[],
  notification: NewNotification,
): Promise<void> {
  const unique = [...new Set(recipients)];
  if (unique.length === 0) return;
  try {
    const rows = await ctx.db
      .insert(notifications)
      .values(unique.map((userId) => ({ userId, ...notification })))
      .returning();
    for (const row of rows) ctx.realtime.toUser(row.userId).emit('newnotification', present(row));
  } catch (error) {
    ctx.log.warn({ err: error }, 'storing notifications failed');
  }
}

/** Forgets notifications about something that is gone (a deleted issue or message). */
export async function dropNotificationsAbout(
  db: Executor,
  model: StoredNotification['model'],
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(notifications).where(
    and(
      eq(notifications.model, model),
      sql`(${notifications.result}->>'id')::int IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
}

/** A user's own notifications: nobody reads or marks another's. */
export class NotificationsService {
  private readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async list(actor: Actor): Promise<NotificationsList> {
    const [rows, [unread]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, actor.id))
        .orderBy(desc(notifications.id))
        .limit(listSize),
      this.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt))),
    ]);
    return { unread: unread?.n ?? 0, items: rows.map(present) };
  }

  async markRead(actor: Actor, id: number): Promise<{ ok: true }> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notFound('The notification');
    return { ok: true };
  }

  async markAllRead(actor: Actor): Promise<{ ok: true }> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
    return { ok: true };
  }
}
