import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { auditLog, invitations, passwordResetTokens } from './auth.schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertResetToken(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks the token used and returns its user, if it was valid: one use only. */
export async function consumeResetToken(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function insertInvitation(
  db: Executor,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function findOpenInvitation(
  db: Executor,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function markInvitationAccepted(db: Executor, id: number): Promise<void> {
  await db.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, id));
}

export async function recordAudit(
  db: Executor,
  entry: { actorId: number | null; action: string; targetUserId?: number; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values(entry);
}
