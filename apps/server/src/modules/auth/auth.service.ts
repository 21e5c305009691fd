import { createHash, randomBytes } from 'node:crypto';
import { type CustomAuthResponse, canEverywhere, limits, mayGrantRole, messages } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '../../platform/http/errors.ts';
import { namesAdmin } from '../companies/company-scope.ts';
import { publishWebhookEvent } from '../integrations/index.ts';
import { getOverrides } from '../settings/settings.service.ts';
import {
  addMember,
  bumpTokenVersion,
  findCompany,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/users.repository.ts';
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

  private async isTwoFactorMandatory(user: UserRow, domain: string): Promise<boolean> {
    if ((await getOverrides(this.ctx.db, domain)).disable_2fa) return false;
    if (user.mandatory2fa) return true;
    const company = user.companyId === null ? undefined : await findCompany(this.ctx.db, user.companyId);
    return company?.mandatory2fa ?? false;
  }

  /** SPEC §4: credentials give a token, then either the 2FA prompt or the enrolment popup. */
  async login(identifier: string, password: string, domain: string): Promise<CustomAuthResponse> {
    const user = await findUserByIdentifier(this.ctx.db, identifier);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNobody(password);
    // The same answer whether the account exists or not.
    if (!user || !valid) throw unauthorized(messages.invalidCredentials, 'auth.invalid_credentials');
    const mandatory = await this.isTwoFactorMandatory(user, domain);
    if (user.totpSecret) return { jwt: await this.sign(user, '2fa'), twofa: true, mandatory_2fa: mandatory };
    if (mandatory) return { jwt: await this.sign(user, 'enrol'), twofa: false, mandatory_2fa: true };
    return { jwt: await this.sign(user, 'full'), twofa: false, mandatory_2fa: false };
  }

  async verifyTwoFactor(actor: Actor, code: string): Promise<string> {
    const user = await this.requireUser(actor.id);
    const step = user.totpSecret ? await checkTotp(user.totpSecret, code, user.totpLastStep) : undefined;
    if (step === undefined) throw unauthorized(messages.invalidTwoFactorCode, 'auth.invalid_2fa_code');
    await updateUser(this.ctx.db, user.id, { totpLastStep: step });
    return this.sign(user, 'full');
  }

  async setupTwoFactor(actor: Actor) {
    const user = await this.requireUser(actor.id);
    // Replacing a working secret would skip the code check that turning it off asks for.
    if (user.totpSecret)
      throw conflict('Two-factor authentication is already on. Turn it off first.', 'auth.2fa_on');
    const secret = newTotpSecret();
    await updateUser(this.ctx.db, user.id, { totpPendingSecret: secret });
    return describeTotpSecret(secret, user.email);
  }

  async enableTwoFactor(actor: Actor, code: string): Promise<string> {
    const user = await this.requireUser(actor.id);
    if (!user.totpPendingSecret)
      throw badRequest('Start the set-up again: no 2FA secret is waiting.', 'auth.no_pending_2fa');
    const step = await checkTotp(user.totpPendingSecret, code, null);
    if (step === undefined) throw badRequest(messages.invalidTwoFactorCode, 'auth.invalid_2fa_code');
    return this.changeTwoFactor(user, {
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
    });
  }

  async disableTwoFactor(actor: Actor, code: string, domain: string): Promise<string> {
    const user = await this.requireUser(actor.id);
    if (!user.totpSecret) throw badRequest('Two-factor authentication is not turned on.', 'auth.2fa_off');
    if (await this.isTwoFactorMandatory(user, domain)) {
      throw forbidden('Two-factor authentication is mandatory for your account.');
    }
    const step = await checkTotp(user.totpSecret, code, user.totpLastStep);
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

  async logout(actor: Actor): Promise<void> {
    await bumpTokenVersion(this.ctx.db, actor.id);
    this.ctx.realtime.endSessions(actor.id);
  }

  async impersonate(actor: Actor, userId: number): Promise<string> {
    const target = await findUserById(this.ctx.db, userId);
    if (!target) throw notFound('The user');
    await recordAudit(this.ctx.db, { actorId: actor.id, action: 'impersonate', targetUserId: target.id });
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
  async requestPasswordReset(email: string): Promise<void> {
    const user = await findUserByEmail(this.ctx.db, email);
    if (!user) return;
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
    if (await findUserByEmail(this.ctx.db, input.email))
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
    await this.ctx.mailer.send({
      to: invitation.email,
      subject: `You are invited to ${company?.title ?? 'Spatium'}`,
      text: `You have been invited to join ${company?.title ?? 'Spatium'} on Spatium.\n\nCreate your account here (the link works for ${limits.inviteTtlDays} days):\n${this.ctx.config.publicUrl}/user_invite?token=${token}\n`,
    });
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
