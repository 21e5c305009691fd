import {
  type ContentItem,
  ContentListQuery,
  canIn,
  contentProperties,
  type FormSubmission,
  type FormSubmissionsQuery,
  formAnswerErrors,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { ContentService } from '../content/index.ts';
import { insertSubmission, listSubmissions, type SubmissionRow } from './form-submissions.repository.ts';

function present(row: SubmissionRow): FormSubmission {
  const name = row.submitter ? `${row.submitter.firstname} ${row.submitter.lastname}`.trim() : '';
  return {
    id: row.id,
    form: row.formId,
    company: row.companyId,
    submitted_by: row.submitter ? { id: row.submitter.id, name: name || row.submitter.email } : null,
    answers: row.answers,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Filling in forms. Whoever may see a published form may send it; a form's company admins (and role 3)
 * see every submission, everyone else only their own. Another company's form answers 404.
 */
export class FormSubmissionService {
  private readonly ctx: ServiceContext;
  private readonly forms: ContentService;

  constructor(ctx: ServiceContext, forms: ContentService) {
    this.ctx = ctx;
    this.forms = forms;
  }

  /** GET getcompanyforms: the published forms among those the actor sees. */
  async companyForms(actor: Actor): Promise<ContentItem[]> {
    const all = await this.forms.list(actor, ContentListQuery.parse({ _limit: -1 }));
    return all.filter((form) => form.enabled && form.properties.published === true);
  }

  async submit(actor: Actor, formId: number, answers: Record<string, unknown>): Promise<FormSubmission> {
    const access = await this.forms.access(actor);
    const form = await this.forms.findVisible(access, formId);
    const definition = contentProperties.forms.parse(form.properties);
    if (!definition.published || !form.enabled)
      throw new HttpError(409, 'This form is not published.', 'forms.not_published');
    const errors = formAnswerErrors(definition.fields, answers);
    if (Object.keys(errors).length > 0) {
      const labels = definition.fields.filter((f) => errors[f.name]).map((f) => f.label || f.name);
      throw new HttpError(
        400,
        `Some answers are not accepted: ${labels.join(', ') || Object.keys(errors).join(', ')}`,
        'forms.invalid_answers',
      );
    }
    const id = await insertSubmission(this.ctx.db, {
      formId,
      companyId: form.companyId,
      submittedBy: actor.id,
      answers,
    });
    const [row] = await listSubmissions(this.ctx.db, formId, {}, id);
    return present(row!);
  }

  async list(actor: Actor, formId: number, query: FormSubmissionsQuery): Promise<FormSubmission[]> {
    const access = await this.forms.access(actor);
    const form = await this.forms.findVisible(access, formId);
    const seesAll = canIn(access, 'content.manage', form.companyId);
    const by = seesAll ? query.submitted_by : actor.id;
    const rows = await listSubmissions(this.ctx.db, formId, { by, from: query.from, to: query.to });
    return rows.map(present);
  }
}
