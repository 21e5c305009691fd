import {
  type Channel,
  type ChatMessage,
  chatRoutes,
  type Issue,
  issueRoutes,
  issueStatuses,
  type MapIssue,
  type NotificationsList,
  notificationRoutes,
  severities,
} from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signIn } from '../../../test/support/factories.ts';
import { DEMO_PASSWORD } from './demo.seed.ts';

describe('the demo chat and issues', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });
  const as = (email: string) => signIn(app, email, DEMO_PASSWORD);

  it('gives the demo user channels with a conversation, a mention to read and issues of every kind', async () => {
    const token = await as('user@example.com');
    const channels = (await app.call<Channel[]>(chatRoutes.listChannels, { token })).body;
    expect(channels.map((c) => c.kind).sort()).toEqual(['company', 'content', 'content', 'direct', 'notes']);
    const blockA = channels.find((c) => c.name === 'Fjordbyen Block A')!;
    expect(blockA.unread).toBeGreaterThan(0);
    const messages = await app.call<ChatMessage[]>(chatRoutes.channelMessages, {
      token,
      params: { id: blockA.id },
    });
    expect(messages.body.length).toBeGreaterThanOrEqual(3);
    const bell = await app.call<NotificationsList>(notificationRoutes.myNotifications, { token });
    expect(bell.body.unread).toBeGreaterThan(0);

    const admin = await as('companyadmin@example.com');
    const issues = (await app.call<Issue[]>(issueRoutes.getMyIssues, { token: admin })).body;
    expect(new Set(issues.map((i) => i.severity))).toEqual(new Set(severities));
    expect(new Set(issues.map((i) => i.status))).toEqual(
      new Set(issueStatuses.filter((s) => s !== 'created')),
    );
    const mine = (await app.call<Issue[]>(issueRoutes.getMyIssues, { token })).body;
    expect(mine.some((i) => i.status === 'created')).toBe(true);
    const onMap = (await app.call<MapIssue[]>(issueRoutes.mapIssues, { token: admin })).body;
    expect(onMap.length).toBeGreaterThan(0);
  });

  it('shows other@example.org and restricted@example.com none of Nordvik Bygg’s chat and issues', async () => {
    const other = await as('other@example.org');
    const issues = (await app.call<Issue[]>(issueRoutes.getMyIssues, { token: other })).body;
    expect(issues.map((i) => i.title)).toEqual(['Settlement at the north abutment']);
    const channels = (await app.call<Channel[]>(chatRoutes.listChannels, { token: other })).body;
    expect(channels.every((c) => c.name !== 'Fjordbyen Block A' && c.name !== 'Nordvik Bygg AS')).toBe(true);
    const restricted = await as('restricted@example.com');
    expect((await app.call(issueRoutes.getMyIssues, { token: restricted })).status).toBe(403);
    expect((await app.call(chatRoutes.listChannels, { token: restricted })).status).toBe(403);
  });
});
