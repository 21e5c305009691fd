import { createHash, randomBytes } from 'node:crypto';
import { type CustomAuthResponse, canEverywhere, limits, mayGrantRole, messages } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../../platform/auth/passwords.ts';
import { type Actor, assertOwnCredentials } from '../../platform/auth/sessions.ts';
import { checkPasswordStrength } from '../../platform/auth/strength.ts';
import { shutFor, slowDown, tooManyAttempts } from '../../platform/auth/throttle.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '../../platform/http/errors.ts';
import { namesAdmin } from '../companies/index.ts';
import { publishWebhookEvent } from '../integrations/index.ts';
import {
  addMember,
  bumpTokenVersion,
  findCompany,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  insertUser,
  isMember,
  type UserRow,
  updateUser,
} from '../users/index.ts';
import {
  consumeResetToken,
  findOpenInvitation,
  insertInvitation,
  insertResetToken,
  markInvitationAccepted,
  recordAudit,
} from './auth.repository.ts';
import { checkTotp, describeTotpSecret, newTotpSecret } from './totp.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Where a call comes from, for throttles and the security log. */
export interface Client {
  ip: string;
}

const minute = 60_000;
const hour = 60 * minute;
// Five wrong passwords shut one client out of one account for 15 minutes; a correct password from
// another client still works, so an attacker cannot lock the owner out that way.
const signInPerClient = shutFor(5, 15 * minute);
// Past ten wrong passwords an hour from anywhere, each one more doubles the wait (at most a minute).
const signInPerAccount = slowDown(10, hour);
// A 2FA challenge (the 5-minute token of the password step) dies after five wrong codes.
const wrongCodesPerChallenge = 5;
const codesPerAccount = slowDown(10, hour);
const resetMailsPerHour = 3;
const invitationsPerHour = 30;
export class AuthService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private sign(
    user: Pick<UserRow, 'id' | 'tokenVersion'>,
    scope: 'full' | '2fa' | 'enrol',
    impersonatedBy: number | null = null,
  ) {
    return this.ctx.tokens.sign({ userId: user.id, version: user.tokenVersion, scope, impersonatedBy });
  }

  /**
   * A user's or their company's mandate stands on every domain: the domain comes from the Host the
   * client sends, so a domain's disable_2fa must never lift it (docs/DECISIONS.md).
   */
  private async isTwoFactorMandatory(user: UserRow): Promise<boolean> {
    if (user.mandatory2fa) return true;
    const company = user.companyId === null ? undefined : await findCompany(this.ctx.db, user.companyId);
    return company?.mandatory2fa ?? false;
  }

  /** SPEC §4: credentials give a token, then either the 2FA prompt or the enrolment popup. */
  async login(identifier: string, password: string, client: Client): Promise<CustomAuthResponse> {
    const { throttle, securityLog } = this.ctx;
    const user = await findUserByIdentifier(this.ctx.db, identifier);
    // Unknown identifiers are throttled alike, so the throttle says nothing about which accounts exist.
    const account = user ? `u${user.id}` : `i${hashToken(identifier.trim().toLowerCase())}`;
    const keys = { client: `signin:${account}:${client.ip}`, account: `signin:${account}` };
    const subject = { userId: user?.id ?? null, ip: client.ip };
    await throttle.assertOpen(keys, subject);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNobody(password);
    // The same answer whether the account exists or not.
    if (!user || !valid) {
      await throttle.fail(keys.client, signInPerClient);
      await throttle.fail(keys.account, signInPerAccount);
      securityLog.record({
        event: 'auth.signin.failed',
        ...subject,
        reason: user ? 'wrong_password' : 'unknown_account',
      });
      throw unauthorized(messages.invalidCredentials, 'auth.invalid_credentials');
    }
    await throttle.forget(keys.client);
    const mandatory = await this.isTwoFactorMandatory(user);
    const next = user.totpSecret ? '2fa' : mandatory ? 'enrol' : 'full';
    securityLog.record({ event: 'auth.signin.succeeded', ...subject, next });
    if (next === '2fa') return { jwt: await this.sign(user, '2fa'), twofa: true, mandatory_2fa: mandatory };
    if (next === 'enrol') return { jwt: await this.sign(user, 'enrol'), twofa: false, mandatory_2fa: true };
    return { jwt: await this.sign(user, 'full'), twofa: false, mandatory_2fa: false };
  }

  /** The code step of sign-in: each challenge takes a few wrong codes, each account a few an hour. */
  async verifyTwoFactor(actor: Actor, code: string, client: Client): Promise<string> {
    const { throttle, securityLog } = this.ctx;
    const challenge = `2fa-challenge:${actor.sessionId}`;
    const subject = { userId: actor.id, ip: client.ip };
    if (await throttle.isClosed(challenge)) {
      throw unauthorized(messages.twoFactorChallengeEnded, 'auth.2fa_challenge_ended');
    }
    const user = await this.requireUser(actor.id);
    const step = await this.checkCode(user, user.totpSecret, user.totpLastStep, code, client);
    if (step === undefined) {
      const wrong = await throttle.fail(challenge, shutFor(wrongCodesPerChallenge, 5 * minute));
      if (wrong >= wrongCodesPerChallenge) {
        securityLog.record({ event: 'auth.2fa.challenge_ended', ...subject });
        throw unauthorized(messages.twoFactorChallengeEnded, 'auth.2fa_challenge_ended');
      }
      throw unauthorized(messages.invalidTwoFactorCode, 'auth.invalid_2fa_code');
    }
    // One challenge, one session: the step token cannot be used again.
    await throttle.close(challenge, Math.max(1, (actor.sessionExpiresAt ?? 0) - Date.now()));
    await updateUser(this.ctx.db, user.id, { totpLastStep: step });
    securityLog.record({ event: 'auth.2fa.succeeded', ...subject });
    return this.sign(user, 'full');
  }

  /**
   * Checks a TOTP code under the account's code budget (sign-in, enrolment and turning 2FA off
   * share it); undefined for a wrong one, which is counted and logged.
   */
  private async checkCode(
    user: UserRow,
    secret: string | null,
    lastStep: number | null,
    code: string,
    client: Client,
  ): Promise<number | undefined> {
    const key = `2fa:u${user.id}`;
    const subject = { userId: user.id, ip: client.ip };
    await this.ctx.throttle.assertOpen({ account: key }, subject);
    const step = secret ? await checkTotp(secret, code, lastStep) : undefined;
    if (step === undefined) {
      await this.ctx.throttle.fail(key, codesPerAccount);
      this.ctx.securityLog.record({ event: 'auth.2fa.failed', ...subject });
    }
    return step;
  }

  async setupTwoFactor(actor: Actor) {
    assertOwnCredentials(actor);
    const user = await this.requireUser(actor.id);
    // Replacing a working secret would skip the code check that turning it off asks for.
    if (user.totpSecret)
      throw conflict('Two-factor authentication is already on. Turn it off first.', 'auth.2fa_on');
    const secret = newTotpSecret();
    await updateUser(this.ctx.db, user.id, { totpPendingSecret: secret });
    return describeTotpSecret(secret, user.email);
  }

  async enableTwoFactor(actor: Actor, code: string, client: Client): Promise<string> {
    assertOwnCredentials(actor);
    const user = await this.requireUser(actor.id);
    if (!user.totpPendingSecret)
      throw badRequest('Start the set-up again: no 2FA secret is waiting.', 'auth.no_pending_2fa');
    const step = await this.checkCode(user, user.totpPendingSecret, null, code, client);
    if (step === undefined) throw badRequest(messages.invalidTwoFactorCode, 'auth.invalid_2fa_code');
    return this.changeTwoFactor(user, {
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
    });
  }

  async disableTwoFactor(actor: Actor, code: string, client: Client): Promise<string> {
    assertOwnCredentials(actor);
    const user = await this.requireUser(actor.id);
    if (!user.totpSecret) throw badRequest('Two-factor authentication is not turned on.', 'auth.2fa_off');
    if (await this.isTwoFactorMandatory(user)) {
      throw forbidden('Two-factor authentication is mandatory for your account.');
    }
    const step = await this.checkCode(user, user.totpSecret, user.totpLastStep, code, client);
    if (step === undefined) throw badRequest(messages.invalidTwoFactorCode, 'auth.invalid_2fa_code');
    return this.changeTwoFactor(user, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
  }

  /** A 2FA change ends every other session; this one goes on with a fresh token. */
  private async changeTwoFactor(user: UserRow, changes: Partial<UserRow>): Promise<string> {
    const updated = await this.ctx.db.transaction(async (tx) => {
      await updateUser(tx, user.id, changes);
      const tokenVersion = await bumpTokenVersion(tx, user.id);
      return { id: user.id, tokenVersion };
    });
    this.ctx.realtime.endSessions(user.id);
    return this.sign(updated, 'full');
  }

  /**
   * Ends every session of the user; leaving an impersonation ends only the impersonation, so the
   * impersonated user stays signed in.
   */
  async logout(actor: Actor, client: Client): Promise<void> {
    if (actor.impersonatedBy !== null) {
      await this.ctx.sessions.end(actor);
      this.ctx.securityLog.record({
        event: 'auth.impersonation.ended',
        userId: actor.impersonatedBy,
        targetUserId: actor.id,
        ip: client.ip,
      });
      return;
    }
    assertOwnCredentials(actor);
    await bumpTokenVersion(this.ctx.db, actor.id);
    this.ctx.realtime.endSessions(actor.id);
  }

  async impersonate(actor: Actor, userId: number, client: Client): Promise<string> {
    // Impersonating from an impersonation would hide who really acts; an API token never impersonates.
    assertOwnCredentials(actor);
    const target = await findUserById(this.ctx.db, userId);
    if (!target) throw notFound('The user');
    await recordAudit(this.ctx.db, { actorId: actor.id, action: 'impersonate', targetUserId: target.id });
    this.ctx.securityLog.record({
      event: 'auth.impersonation.started',
      userId: actor.id,
      targetUserId: target.id,
      ip: client.ip,
    });
    return this.sign(target, 'full', actor.id);
  }

  async resetTwoFactor(actor: Actor, userId: number): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const target = await updateUser(tx, userId, {
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
      });
      if (!target) throw notFound('The user');
      await bumpTokenVersion(tx, userId);
      await recordAudit(tx, { actorId: actor.id, action: 'reset_2fa', targetUserId: userId });
    });
    this.ctx.realtime.endSessions(userId);
  }

  /** Always answers the same, so the form says nothing about which addresses have accounts. */
  async requestPasswordReset(email: string, client: Client): Promise<void> {
    const user = await findUserByEmail(this.ctx.db, email);
    if (!user) return;
    // A few mails an hour per account: the form must not become a way to flood someone's inbox.
    if (!(await this.ctx.throttle.take(`reset-mail:u${user.id}`, resetMailsPerHour, hour))) {
      this.ctx.securityLog.record({
        event: 'auth.throttled',
        userId: user.id,
        ip: client.ip,
        reason: 'reset_mails',
      });
      return;
    }
    this.ctx.securityLog.record({ event: 'auth.password_reset.requested', userId: user.id, ip: client.ip });
    const token = newToken();
    const expiresAt = new Date(Date.now() + limits.resetTokenTtlMinutes * 60_000);
    await insertResetToken(this.ctx.db, user.id, hashToken(token), expiresAt);
    const link = `${this.ctx.config.publicUrl}/newpassword?code=${token}`;
    await this.ctx.mailer.send({
      to: user.email,
      subject: 'Reset your Spatium password',
      text: `Someone asked to reset the password of your Spatium account.\n\nSet a new password here (the link works once, for ${limits.resetTokenTtlMinutes} minutes):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    });
  }

  async resetPassword(code: string, password: string): Promise<void> {
    checkPasswordStrength(password);
    const passwordHash = await hashPassword(password);
    const userId = await this.ctx.db.transaction(async (tx) => {
      const id = await consumeResetToken(tx, hashToken(code));
      if (id === undefined) throw badRequest(messages.resetLinkInvalid, 'auth.reset_link_invalid');
      await updateUser(tx, id, { passwordHash });
      await bumpTokenVersion(tx, id);
      return id;
    });
    this.ctx.realtime.endSessions(userId);
  }

  async createInvitation(
    actor: Actor,
    input: { email: string; role: 3 | 4 | 5; company?: number | undefined },
  ) {
    const companyId = input.company ?? actor.companyId;
    const isAdmin = canEverywhere(actor, 'company.administer');
    if (!isAdmin) {
      const company = companyId === null ? undefined : await findCompany(this.ctx.db, companyId);
      // Company admins invite into their own company, never with more rights than their own role's.
      if (!company || !namesAdmin(company.admins, actor.email) || !mayGrantRole(actor.roleId, input.role))
        throw forbidden();
    } else if (companyId !== null && !(await findCompany(this.ctx.db, companyId))) {
      throw notFound('The company');
    }
    if (!(await this.ctx.throttle.take(`invitations:u${actor.id}`, invitationsPerHour, hour))) {
      this.ctx.securityLog.record({ event: 'auth.throttled', userId: actor.id, reason: 'invitations' });
      throw tooManyAttempts(hour);
    }
    // The inviter learns that an address has an account only where they could see it anyway: an
    // admin, or an account already in the company they invite to. Elsewhere the answer is the same
    // as for a new address, and the address's owner is told by mail instead (docs/DECISIONS.md).
    const existing = await findUserByEmail(this.ctx.db, input.email);
    if (
      existing &&
      (isAdmin || (companyId !== null && (await isMember(this.ctx.db, existing.id, companyId))))
    )
      throw conflict(messages.userAlreadyExists, 'auth.user_exists');
    const token = newToken();
    const invitation = await insertInvitation(this.ctx.db, {
      email: input.email.toLowerCase(),
      roleId: input.role,
      companyId,
      invitedBy: actor.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + limits.inviteTtlDays * 86_400_000),
    });
    const company = companyId === null ? undefined : await findCompany(this.ctx.db, companyId);
    const companyTitle = company?.title ?? 'Spatium';
    await this.ctx.mailer.send(
      existing
        ? {
            to: invitation.email,
            subject: `You are invited to ${companyTitle}`,
            text: `You have been invited to join ${companyTitle} on Spatium, but this address already has a Spatium account.\n\nSign in with it as usual, and ask whoever invited you to add your existing account to ${companyTitle}.\n`,
          }
        : {
            to: invitation.email,
            subject: `You are invited to ${companyTitle}`,
            text: `You have been invited to join ${companyTitle} on Spatium.\n\nCreate your account here (the link works for ${limits.inviteTtlDays} days):\n${this.ctx.config.publicUrl}/user_invite?token=${token}\n`,
          },
    );
    const sent = {
      id: invitation.id,
      email: invitation.email,
      role: invitation.roleId,
      company: invitation.companyId,
      expires_at: invitation.expiresAt.toISOString(),
      accepted_at: null,
    };
    if (companyId !== null)
      await publishWebhookEvent(this.ctx, { companyId, event: 'users.invited', data: sent });
    return sent;
  }

  async describeInvitation(token: string) {
    const invitation = await findOpenInvitation(this.ctx.db, hashToken(token));
    if (!invitation)
      throw new HttpError(404, 'This invitation is invalid or has expired.', 'auth.invitation_invalid');
    const company =
      invitation.companyId === null ? undefined : await findCompany(this.ctx.db, invitation.companyId);
    return { company: company?.title ?? null, expires_at: invitation.expiresAt.toISOString() };
  }

  async registerFromInvite(input: {
    token: string;
    email: string;
    firstname: string;
    lastname: string;
    telephone: string;
    password: string;
  }): Promise<string> {
    checkPasswordStrength(input.password, [input.email, input.firstname, input.lastname]);
    const passwordHash = await hashPassword(input.password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const invitation = await findOpenInvitation(tx, hashToken(input.token));
      if (!invitation)
        throw new HttpError(404, 'This invitation is invalid or has expired.', 'auth.invitation_invalid');
      if (invitation.email !== input.email.trim().toLowerCase()) {
        throw badRequest(messages.unverifiedInviteEmail, 'auth.invite_email_mismatch');
      }
      if (await findUserByEmail(tx, invitation.email))
        throw conflict(messages.userAlreadyExists, 'auth.user_exists');
      const created = await insertUser(tx, {
        email: invitation.email,
        username: invitation.email,
        passwordHash,
        roleId: invitation.roleId,
        companyId: invitation.companyId,
        details: {
          firstname: input.firstname,
          lastname: input.lastname,
          telephone: input.telephone,
          avatar: null,
        },
      });
      if (invitation.companyId !== null) await addMember(tx, created.id, invitation.companyId);
      await markInvitationAccepted(tx, invitation.id);
      return created;
    });
    return this.sign(user, 'full');
  }

  private async requireUser(id: number): Promise<UserRow> {
    const user = await findUserById(this.ctx.db, id);
    if (!user) throw unauthorized();
    return user;
  }
}
