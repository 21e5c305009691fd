import { z } from 'zod';
import { ContentItem } from '../catalogue/content.ts';
import { IdParam } from '../core/params.ts';
import { urlId } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import { FormSubmission, FormSubmissionsQuery, maxSubmissionsPerPdf, SubmitFormBody } from './forms.ts';

export const formRoutes = {
  getcompanyforms: defineRoute({
    method: 'GET',
    path: '/getcompanyforms',
    summary: 'The published forms you may fill in (of the sub-projects you see)',
    tags: ['forms'],
    access: { capability: 'content.read' },
    response: z.array(ContentItem),
  }),
  submitForm: defineRoute({
    method: 'POST',
    path: '/systemforms/:id/submissions',
    summary: 'Send a filled-in form (its answers checked against the form’s fields)',
    tags: ['forms'],
    access: { capability: 'content.read' },
    params: IdParam,
    body: SubmitFormBody,
    response: FormSubmission,
    status: 201,
  }),
  formSubmissions: defineRoute({
    method: 'GET',
    path: '/systemforms/:id/submissions',
    summary: 'A form’s submissions: all for its company’s admins, your own otherwise',
    tags: ['forms'],
    access: { capability: 'content.read' },
    params: IdParam,
    query: FormSubmissionsQuery,
    response: z.array(FormSubmission),
  }),
  formSubmissionsPdf: defineRoute({
    method: 'GET',
    path: '/systemforms/:id/submissions.pdf',
    summary: `The submissions you may see of a form, filtered as the list, in one PDF (at most ${maxSubmissionsPerPdf}; answers, photos, signature, location)`,
    tags: ['forms'],
    access: { capability: 'content.read' },
    params: IdParam,
    query: FormSubmissionsQuery,
    response: z.any().describe('application/pdf'),
  }),
  formSubmissionPdf: defineRoute({
    method: 'GET',
    path: '/systemforms/:id/submissions/:submission/pdf',
    summary: 'One submission you may see, as a PDF; 404 for anyone else’s',
    tags: ['forms'],
    access: { capability: 'content.read' },
    params: IdParam.extend({ submission: urlId() }),
    response: z.any().describe('application/pdf'),
  }),
} as const;
