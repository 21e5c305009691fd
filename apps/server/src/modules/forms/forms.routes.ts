import { canEverywhere, formRoutes } from '@spatium/contracts';
import type { FastifyReply } from 'fastify';
import type { ModuleContext } from '../../context.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { FormSubmissionService } from './form-submissions.service.ts';
import { forms } from './forms.schema.ts';

/**
 * Forms, served at the spec's systemforms calls. properties: `system` marks a template form (only
 * role 3 may set it), `published` offers it to the company's members, `fields` the questions
 * (contracts FormField). Filling in and the submissions are in form-submissions.service.ts.
 */
export function registerFormsModule(ctx: ModuleContext): ContentService {
  const service = registerContentKind(ctx, 'forms', forms, {
    async checkProperties({ actor, properties }) {
      // A system form is a template every company is offered: only who administers every company.
      if (properties.system === true && !canEverywhere(actor, 'company.administer'))
        throw forbidden('Only administrators may make system forms.');
    },
  });
  const submissions = new FormSubmissionService(ctx, service);
  const { mount } = ctx.routes;
  mount(formRoutes.getcompanyforms, ({ actor }) => submissions.companyForms(actor));
  // Photos and signatures travel as data URLs, so a submission may be larger than the usual 1 MB.
  mount(
    formRoutes.submitForm,
    ({ actor, params, body }) => submissions.submit(actor, params.id, body.answers),
    { bodyLimit: 8 * 1024 * 1024 },
  );
  mount(formRoutes.formSubmissions, ({ actor, params, query }) => submissions.list(actor, params.id, query));
  mount(formRoutes.formSubmissionsPdf, async ({ actor, params, query }, { reply }) => {
    const pdf = await submissions.listPdf(actor, params.id, query);
    return sendPdf(reply, pdf, `form-${params.id}-submissions.pdf`);
  });
  mount(formRoutes.formSubmissionPdf, async ({ actor, params }, { reply }) => {
    const pdf = await submissions.onePdf(actor, params.id, params.submission);
    return sendPdf(reply, pdf, `form-${params.id}-submission-${params.submission}.pdf`);
  });
  return service;
}

function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string): never {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store');
  return reply.send(Buffer.from(pdf)) as never;
}
