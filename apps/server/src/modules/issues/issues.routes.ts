import { issueRoutes } from '@spatium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { sendStoredFile } from '../files/index.ts';
import { IssuesService } from './issues.service.ts';
import { nvdbRoadNames } from './road-names.ts';

/** Issues: get_my_issues, create_an_issue, one issue with its thread, CSV export, the map's issues, road names. */
export function registerIssuesModule(ctx: ModuleContext): void {
  const roads = nvdbRoadNames({ ...ctx.config.nvdb, log: ctx.log });
  const issues = new IssuesService(ctx, roads);
  const { mount } = ctx.routes;
  const caller = (actor: Actor, request: FastifyRequest) => ({ actor, domain: request.hostname });
  mount(issueRoutes.getMyIssues, ({ actor, query }, { request }) =>
    issues.list(caller(actor, request), query),
  );
  mount(issueRoutes.createIssue, ({ actor, body }, { request }) =>
    issues.create(caller(actor, request), body),
  );
  mount(issueRoutes.getIssue, ({ actor, params }, { request }) =>
    issues.get(caller(actor, request), params.id),
  );
  mount(issueRoutes.updateIssue, ({ actor, params, body }, { request }) =>
    issues.update(caller(actor, request), params.id, body),
  );
  mount(issueRoutes.deleteIssue, ({ actor, params }, { request }) =>
    issues.remove(caller(actor, request), params.id),
  );
  mount(issueRoutes.addIssueMessage, ({ actor, params, body }, { request }) =>
    issues.addMessage(caller(actor, request), params.id, body),
  );
  mount(issueRoutes.replaceIssueMessage, ({ actor, params, body }, { request }) =>
    issues.replaceMessage(caller(actor, request), params.id, params.messageId, body),
  );
  mount(issueRoutes.deleteIssueMessage, ({ actor, params }, { request }) =>
    issues.deleteMessage(caller(actor, request), params.id, params.messageId),
  );
  mount(issueRoutes.issueAttachment, ({ actor, params }, { request, reply }) =>
    sendStoredFile(
      reply,
      () =>
        issues.openAttachment(
          caller(actor, request),
          { issueId: params.id, messageId: params.messageId, fileId: params.fileId },
          request.headers.range,
        ),
      { cacheControl: 'private, no-cache' },
    ),
  );
  mount(issueRoutes.exportIssues, async ({ actor, query }, { request, reply }) => {
    const csv = await issues.exportCsv(caller(actor, request), query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="issues.csv"');
    return reply.send(csv) as never;
  });
  mount(issueRoutes.exportIssuesBcf, async ({ actor, query }, { request, reply }) => {
    const archive = await issues.exportBcf(caller(actor, request), query);
    reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', 'attachment; filename="issues.bcf"');
    return reply.send(Buffer.from(archive)) as never;
  });
  mount(issueRoutes.mapIssues, ({ actor, query }, { request }) =>
    issues.onMap(caller(actor, request), query),
  );
  mount(issueRoutes.roadName, ({ actor, query }, { request }) =>
    issues.roadName(caller(actor, request), query),
  );
}
