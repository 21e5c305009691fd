import {
  type ContentItem,
  ContentListQuery,
  canIn,
  contentProperties,
  type FormSubmission,
  type FormSubmissionsQuery,
  formAnswerErrors,
  maxSubmissionsPerPdf,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import type { ContentService } from '../content/index.ts';
import { renderSubmissionsPdf } from './form-submissions.pdf.ts';
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
    return (await this.visible(actor, formId, query)).submissions;
  }

  /** The submissions the list would show, as one PDF; too many for one file is a 400, not a timeout. */
  async listPdf(actor: Actor, formId: number, query: FormSubmissionsQuery): Promise<Uint8Array> {
    const { form, submissions } = await this.visible(actor, formId, query);
    if (submissions.length > maxSubmissionsPerPdf)
      throw badRequest(
        `${submissions.length} submissions are too many for one PDF (at most ${maxSubmissionsPerPdf}): choose fewer days or one person.`,
        'forms.pdf_too_many',
      );
    return renderSubmissionsPdf(form, submissions);
  }

  /** One submission as a PDF, if the caller may see it in the list; 404 otherwise. */
  async onePdf(actor: Actor, formId: number, submissionId: number): Promise<Uint8Array> {
    const { form, submissions } = await this.visible(actor, formId, {}, submissionId);
    if (submissions.length === 0) throw notFound('The submission');
    return renderSubmissionsPdf(form, submissions);
  }

  /** The form and the submissions the caller may see: all for its managers, their own for others. */
  private async visible(actor: Actor, formId: number, query: FormSubmissionsQuery, submissionId?: number) {
    const access = await this.forms.access(actor);
    const row = await this.forms.findVisible(access, formId);
    const seesAll = canIn(access, 'content.manage', row.companyId);
    const by = seesAll ? query.submitted_by : actor.id;
    const rows = await listSubmissions(
      this.ctx.db,
      formId,
      { by, from: query.from, to: query.to },
      submissionId,
    );
    const { fields } = contentProperties.forms.parse(row.properties);
    return { form: { title: row.title, fields }, submissions: rows.map(present) };
  }
}
