import { randomBytes } from 'node:crypto';
import { can, limits, messages, type Profile } from '@spatium/contracts';
import sharp from 'sharp';
import type { ModuleContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { type Actor, assertOwnCredentials } from '../../platform/auth/sessions.ts';
import { checkPasswordStrength } from '../../platform/auth/strength.ts';
import { slowDown } from '../../platform/auth/throttle.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/http/errors.ts';
import { deleteAllMyFiles } from '../myfiles/index.ts';
import { presentProfile, presentPublicUser } from './users.presenter.ts';
import {
  bumpTokenVersion,
  deleteUser,
  findCompany,
  findProfile,
  findUserById,
  isMember,
  removeFromAdminLists,
  type UserRow,
  updateUser,
} from './users.repository.ts';

// Five wrong current passwords an hour, then each one more doubles the wait (at most a minute).
const currentPasswordChecks = slowDown(5, 3_600_000);

export interface ProfileChanges {
  username?: string | undefined;
  details?:
    | { firstname?: string | undefined; lastname?: string | undefined; telephone?: string | undefined }
    | undefined;
  preferences?: { locale?: string | undefined } | undefined;
}

export class UsersService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  /** getme: one statement, whatever the number of sub-projects the user may see. */
  async profile(userId: number): Promise<Profile> {
    const profile = await findProfile(this.ctx.db, userId, limits.profileIdsMax);
    if (!profile) throw unauthorized();
    return presentProfile(profile.user, profile.company, profile.companies, profile.visible);
  }

  /** Yourself, or anyone for an admin; anyone else is answered as missing. */
  async getUser(actor: Actor, id: number) {
    if (id !== actor.id && !can(actor.roleId, 'users.read.any')) throw notFound('The user');
    const user = await findUserById(this.ctx.db, id);
    if (!user) throw notFound('The user');
    const company = user.companyId === null ? undefined : await findCompany(this.ctx.db, user.companyId);
    return presentPublicUser(user, company);
  }

  async updateProfile(actor: Actor, changes: ProfileChanges): Promise<Profile> {
    const user = await findUserById(this.ctx.db, actor.id);
    if (!user) throw unauthorized();
    const details = { ...user.details };
    const preferences = { ...user.preferences };
    let changed = false;
    for (const key of ['firstname', 'lastname', 'telephone'] as const) {
      const value = changes.details?.[key];
      if (value !== undefined && value !== details[key]) {
        details[key] = value;
        changed = true;
      }
    }
    const locale = changes.preferences?.locale;
    if (locale !== undefined && locale !== preferences.locale) {
      preferences.locale = locale;
      changed = true;
    }
    const username =
      changes.username !== undefined && changes.username !== user.username ? changes.username : undefined;
    // The username signs in: it is a credential, which only its owner changes.
    if (username !== undefined) assertOwnCredentials(actor);
    if (!changed && username === undefined) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    try {
      const updated = await updateUser(this.ctx.db, user.id, {
        details,
        preferences,
        ...(username && { username }),
      });
      return this.profile(updated!.id);
    } catch (error) {
      if (
        (error as { cause?: { code?: string } }).cause?.code === '23505' ||
        (error as { code?: string }).code === '23505'
      ) {
        throw conflict('That username is taken. Choose another.', 'users.username_taken');
      }
      throw error;
    }
  }

  /** A new password ends every other session; this one goes on with the returned token. */
  async changePassword(
    actor: Actor,
    currentPassword: string,
    password: string,
    client: { ip: string },
  ): Promise<string> {
    assertOwnCredentials(actor);
    const user = await findUserById(this.ctx.db, actor.id);
    if (!user) throw unauthorized();
    await this.checkCurrentPassword(user, currentPassword, client, 'The current password is not correct.');
    checkPasswordStrength(password, [
      user.email,
      user.username,
      user.details.firstname,
      user.details.lastname,
    ]);
    const passwordHash = await hashPassword(password);
    const tokenVersion = await this.ctx.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      return bumpTokenVersion(tx, user.id);
    });
    this.ctx.realtime.endSessions(user.id);
    return this.ctx.tokens.sign({
      userId: user.id,
      version: tokenVersion,
      scope: 'full',
      impersonatedBy: null,
    });
  }

  /** The image is checked by its content and re-encoded, so nothing but a small WebP is stored. */
  async setAvatar(actor: Actor, image: Buffer): Promise<Profile> {
    let webp: Buffer;
    try {
      webp = await sharp(image, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(256, 256, { fit: 'cover' })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw badRequest(
        'The file is not an image we can read. Use a JPEG, PNG, WebP or GIF.',
        'users.bad_image',
      );
    }
    const user = await findUserById(this.ctx.db, actor.id);
    if (!user) throw unauthorized();
    const key = `avatars/${user.id}-${randomBytes(12).toString('hex')}.webp`;
    await this.ctx.storage.put(key, webp);
    const updated = await updateUser(this.ctx.db, user.id, { avatarKey: key });
    if (user.avatarKey) await this.ctx.storage.delete(user.avatarKey);
    return this.profile(updated!.id);
  }

  async avatar(key: string) {
    const file = await this.ctx.storage.get(`avatars/${key}`);
    if (!file) throw notFound('The picture');
    return file;
  }

  /** SPEC §5: confirmed and irreversible; the user's rows go in one transaction, files after it. */
  async deleteAccount(actor: Actor, password: string, client: { ip: string }): Promise<void> {
    assertOwnCredentials(actor);
    const user = await findUserById(this.ctx.db, actor.id);
    if (!user) throw unauthorized();
    await this.checkCurrentPassword(user, password, client, 'The password is not correct.');
    await this.removeAccount(user);
  }

  /**
   * The password check of a signed-in user (password change, account deletion): a stolen session
   * must not become a way to guess the password, so wrong ones slow the account down as at sign-in.
   */
  private async checkCurrentPassword(
    user: UserRow,
    password: string,
    client: { ip: string },
    wrongMessage: string,
  ): Promise<void> {
    const key = `password-check:u${user.id}`;
    const subject = { userId: user.id, ip: client.ip };
    await this.ctx.throttle.assertOpen({ account: key }, subject);
    if (await verifyPassword(user.passwordHash, password)) return;
    await this.ctx.throttle.fail(key, currentPasswordChecks);
    this.ctx.securityLog.record({
      event: 'auth.signin.failed',
      ...subject,
      reason: 'wrong_current_password',
    });
    throw badRequest(wrongMessage, 'users.wrong_password');
  }

  /**
   * Deletes an account for good (self-deletion, or an administrator's): rows first, then the stored
   * picture and the user's own files (snapshots), which nobody else could ever open.
   */
  async removeAccount(user: UserRow): Promise<void> {
    const ownFileKeys = await this.ctx.db.transaction(async (tx) => {
      await removeFromAdminLists(tx, user.email);
      const keys = await deleteAllMyFiles(tx, user.id);
      await deleteUser(tx, user.id);
      return keys;
    });
    if (user.avatarKey) await this.ctx.storage.delete(user.avatarKey);
    await Promise.all(ownFileKeys.map((key) => this.ctx.storage.delete(key)));
    this.ctx.realtime.endSessions(user.id);
  }

  async switchCompany(actor: Actor, companyId: number): Promise<Profile> {
    if (!(await isMember(this.ctx.db, actor.id, companyId))) throw notFound('The company');
    const updated = await updateUser(this.ctx.db, actor.id, { companyId });
    // The user's open sockets move to the rooms of the company they now work in.
    await this.ctx.realtime.accessChanged(actor.id);
    return this.profile(updated!.id);
  }
}
