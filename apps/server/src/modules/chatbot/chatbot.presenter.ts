import type { ChatbotItem } from '@spatium/contracts';
import type { listChannels } from '../chat/index.ts';
import type { listIssues } from '../issues/index.ts';
import type { ContentHit } from './chatbot.repository.ts';

type IssueRow = Awaited<ReturnType<typeof listIssues>>[number];
type ChannelRow = Awaited<ReturnType<typeof listChannels>>[number];

export function issueItem(row: IssueRow): ChatbotItem {
  return {
    label: row.title,
    detail: row.subprojectTitle,
    kind: null,
    severity: row.severity,
    count: null,
    at: row.createdAt.toISOString(),
    link: { type: 'issue', id: row.id },
  };
}

export function contentItem(hit: ContentHit): ChatbotItem {
  return {
    label: hit.title,
    detail: hit.subprojectTitle,
    kind: hit.kind,
    severity: null,
    count: null,
    at: hit.createdAt.toISOString(),
    link: { type: 'content', kind: hit.kind, id: hit.id },
  };
}

/** A channel with unread messages, named as the chat names it (notes never have any: one's own). */
export function channelItem(row: ChannelRow): ChatbotItem {
  const label =
    row.kind === 'company'
      ? row.companyTitle
      : row.kind === 'content'
        ? (row.subprojectTitle ?? '')
        : (row.partnerName ?? '');
  return {
    label,
    detail: null,
    kind: null,
    severity: null,
    count: row.unread,
    at: row.lastMessageAt?.toISOString() ?? null,
    link: { type: 'channel', id: row.id },
  };
}
