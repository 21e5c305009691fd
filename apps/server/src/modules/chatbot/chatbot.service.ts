import {
  type ChatbotAnswer,
  type ChatbotIntent,
  type ChatbotItem,
  type ChatbotQuestion,
  chatbotIntents,
  chatbotMessages,
  type Severity,
} from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { listChannels } from '../chat/index.ts';
import {
  type ActorScope,
  companyWithFeature,
  hasCompanyFeature,
  loadActorScope,
} from '../companies/index.ts';
import { listIssues } from '../issues/index.ts';
import { type ReadQuestion, readQuestion } from './chatbot.intents.ts';
import { channelItem, contentItem, issueItem } from './chatbot.presenter.ts';
import { contentCounts, latestContent } from './chatbot.repository.ts';

export interface ChatbotCaller {
  actor: Actor;
  domain: string;
}

// An answer is a short list to act on; the lists themselves (issues, search) hold the rest.
const ITEMS_MAX = 10;
const openStatuses = ['created', 'shared'] as const;

interface Asked {
  scope: ActorScope;
  companyId: number;
  domain: string;
}

/**
 * The assistant: reads a question (or a picked suggestion), runs the one query it asks for, scoped
 * like the catalogue and the issue list, and answers with values the web app words in the user's
 * language. Nothing leaves the server and nothing is stored.
 */
export class ChatbotService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  async ask(caller: ChatbotCaller, body: ChatbotQuestion): Promise<ChatbotAnswer> {
    const scope = await loadActorScope(this.ctx.db, caller.actor);
    const companyId = await companyWithFeature(
      this.ctx.db,
      scope,
      'chatbot',
      caller.domain,
      chatbotMessages.disabled,
    );
    const read: ReadQuestion = body.intent ? { intent: body.intent } : readQuestion(body.question ?? '');
    if (read.intent === null)
      return { intent: null, outcome: 'unknown', params: {}, items: [], suggestions: [...chatbotIntents] };
    return this.answer(read.intent, read, { scope, companyId, domain: caller.domain });
  }

  private answer(intent: ChatbotIntent, read: ReadQuestion, asked: Asked): Promise<ChatbotAnswer> {
    switch (intent) {
      case 'subprojects_with_open_issues':
        return this.openIssues(intent, asked, read.severity, undefined);
      case 'my_open_issues':
        return this.openIssues(intent, asked, read.severity, asked.scope.userId);
      case 'latest_content':
        return this.latest(asked, read);
      case 'recent_uploads':
        return this.recentUploads(asked);
      case 'content_counts':
        return this.counts(asked, read);
      case 'unread_messages':
        return this.unread(asked);
    }
  }

  private async openIssues(
    intent: ChatbotIntent,
    { scope, companyId, domain }: Asked,
    severity: Severity | undefined,
    createdBy: number | undefined,
  ): Promise<ChatbotAnswer> {
    const params = { ...(severity && { severity }) };
    if (!(await hasCompanyFeature(this.ctx.db, scope, 'issues', domain)))
      return answered(intent, 'issues_disabled', params, []);
    const rows = await listIssues(
      this.ctx.db,
      scope,
      companyId,
      { status: [...openStatuses], ...(severity && { severity: [severity] }), createdBy },
      { sort: { field: 'severity', direction: 'desc' }, limit: ITEMS_MAX, offset: 0 },
    );
    const subprojects = new Set(rows.map((row) => row.oldsubprojectId));
    // Sub-projects are counted from what is shown: the list is the most severe first, so a long tail
    // of minor issues elsewhere is what "open the issue list" is for.
    const count = intent === 'subprojects_with_open_issues' ? subprojects.size : rows.length;
    return answered(intent, rows.length ? 'found' : 'none', { ...params, count }, rows.map(issueItem));
  }

  private async latest({ scope, companyId }: Asked, read: ReadQuestion): Promise<ChatbotAnswer> {
    const filter = { kind: read.kind, name: read.name };
    const hits = await latestContent(this.ctx.db, scope, companyId, filter, 5);
    const params = { ...(read.kind && { kind: read.kind }), ...(read.name && { name: read.name }) };
    return answered('latest_content', hits.length ? 'found' : 'none', params, hits.map(contentItem));
  }

  private async recentUploads({ scope, companyId }: Asked): Promise<ChatbotAnswer> {
    const hits = await latestContent(this.ctx.db, scope, companyId, {}, ITEMS_MAX);
    const outcome = hits.length ? 'found' : 'none';
    return answered('recent_uploads', outcome, { count: hits.length }, hits.map(contentItem));
  }

  private async counts({ scope, companyId }: Asked, read: ReadQuestion): Promise<ChatbotAnswer> {
    const rows = await contentCounts(this.ctx.db, scope, companyId, read.kind);
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const items: ChatbotItem[] = rows.map((row) => ({
      label: row.kind,
      detail: null,
      kind: row.kind,
      severity: null,
      count: row.count,
      at: null,
      link: null,
    }));
    const params = { count: total, ...(read.kind && { kind: read.kind }) };
    return answered('content_counts', total ? 'found' : 'none', params, items);
  }

  private async unread({ scope, companyId }: Asked): Promise<ChatbotAnswer> {
    const channels = (await listChannels(this.ctx.db, scope, companyId)).filter((row) => row.unread > 0);
    const total = channels.reduce((sum, row) => sum + row.unread, 0);
    return answered('unread_messages', total ? 'found' : 'none', { count: total }, channels.map(channelItem));
  }
}

function answered(
  intent: ChatbotIntent,
  outcome: ChatbotAnswer['outcome'],
  params: ChatbotAnswer['params'],
  items: ChatbotItem[],
): ChatbotAnswer {
  return { intent, outcome, params, items, suggestions: [] };
}
