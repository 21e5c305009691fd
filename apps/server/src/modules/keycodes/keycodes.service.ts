import type { AssignKeyCodeBody, GenerateKeyCodesBody, KeyCode } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope } from '../companies/index.ts';
import { KeyCodeSealer, keyCodeHint, newKeyCode } from './keycodes.crypto.ts';
import { keyCodePolicy } from './keycodes.policy.ts';
import { presentKeyCode } from './keycodes.presenter.ts';
import {
  companyExists,
  findKeyCode,
  insertKeyCodes,
  isCompanyMember,
  type KeyCodeRow,
  listKeyCodes,
  updateKeyCode,
} from './keycodes.repository.ts';

const what = 'The key code';

/** Software key codes (SPEC §1, §4). Codes leave the server only through `reveal`, never in an error. */
export class KeyCodeService {
  private readonly ctx: ServiceContext;
  private readonly sealer: KeyCodeSealer;

  constructor(ctx: ServiceContext) {
    this.ctx = ctx;
    this.sealer = new KeyCodeSealer(ctx.config);
  }

  async list(actor: Actor, requested: number | undefined): Promise<KeyCode[]> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const companyId = requested ?? actor.companyId;
    if (companyId === null || keyCodePolicy.isOutsider(scope, companyId)) throw notFound('The company');
    const rows = keyCodePolicy.manages(scope, companyId)
      ? await listKeyCodes(this.ctx.db, companyId)
      : await listKeyCodes(this.ctx.db, companyId, actor.id);
    return rows.map((row) => presentKeyCode(scope, row));
  }

  async generate(actor: Actor, body: GenerateKeyCodesBody): Promise<KeyCode[]> {
    const scope = await loadActorScope(this.ctx.db, actor);
    if (!(await companyExists(this.ctx.db, body.company))) throw notFound('The company');
    const rows = Array.from({ length: body.count }, () => {
      const code = newKeyCode();
      return {
        companyId: body.company,
        sealed: this.sealer.seal(code, body.company),
        hint: keyCodeHint(code),
        createdBy: actor.id,
      };
    });
    const ids = new Set(await insertKeyCodes(this.ctx.db, rows));
    const all = await listKeyCodes(this.ctx.db, body.company);
    return all.filter((row) => ids.has(row.id)).map((row) => presentKeyCode(scope, row));
  }

  async assign(actor: Actor, id: number, body: AssignKeyCodeBody): Promise<KeyCode> {
    const { scope, row } = await this.managed(actor, id);
    if (body.user_id !== null && !(await isCompanyMember(this.ctx.db, row.companyId, body.user_id)))
      throw badRequest('That user is not a member of this company.', 'keycodes.not_member');
    await updateKeyCode(this.ctx.db, id, row.companyId, { assignedUserId: body.user_id });
    return presentKeyCode(scope, (await findKeyCode(this.ctx.db, id))!);
  }

  async markUsed(actor: Actor, id: number, machine: string): Promise<KeyCode> {
    const { scope, row } = await this.managed(actor, id);
    // SPEC §4: not used, then used; there is no way back.
    if (row.usedAt !== null) throw conflict('This key code is already used.', 'keycodes.used');
    await updateKeyCode(this.ctx.db, id, row.companyId, { machine, usedAt: new Date() });
    return presentKeyCode(scope, (await findKeyCode(this.ctx.db, id))!);
  }

  async reveal(actor: Actor, id: number): Promise<{ code: string }> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const row = await findKeyCode(this.ctx.db, id);
    if (!row || !keyCodePolicy.maySee(scope, row)) throw notFound(what);
    return { code: this.sealer.open(row.sealed, row.companyId) };
  }

  private async managed(actor: Actor, id: number): Promise<{ scope: ActorScope; row: KeyCodeRow }> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const row = await findKeyCode(this.ctx.db, id);
    if (!row || !keyCodePolicy.maySee(scope, row)) throw notFound(what);
    if (!keyCodePolicy.manages(scope, row.companyId)) throw forbidden();
    return { scope, row };
  }
}
