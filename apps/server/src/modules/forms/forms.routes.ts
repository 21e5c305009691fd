import { canEverywhere } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { forms } from './forms.schema.ts';

/**
 * Forms, served at the spec's systemforms calls. properties: `system` marks a template form (only
 * role 3 may set it), `fields` the questions (name, label, type, options, required).
 */
export function registerFormsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'forms', forms, {
    async checkProperties({ actor, properties }) {
      // A system form is a template every company is offered: only who administers every company.
      if (properties.system === true && !canEverywhere(actor, 'company.administer'))
        throw forbidden('Only administrators may make system forms.');
    },
  });
}
