import { Button, Card, Drawer, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Channel, ChatMessage } from '@spatium/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { AttachmentDropzone, AttachmentList, useAttachmentUploads } from '../../uploads/index.ts';
import { useDeleteMessage, useEditMessage, useMarkRead, useMessages, usePostMessage } from '../api/chat.ts';
import { ContentLinkCards } from './ContentLinkCards.tsx';

/** A channel (or, with `thread`, one message's replies): history back on demand, newest at the bottom. */
function MessageList({
  channel,
  thread,
  onOpenThread,
}: {
  channel: number;
  thread?: number;
  onOpenThread?: (m: ChatMessage) => void;
}) {
  const { t } = useTranslation();
  const messages = useMessages(channel, thread);
  const markRead = useMarkRead(channel);
  const newest = messages.data?.pages[0]?.[0]?.id;

  // Seeing the newest message reads the channel up to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once per newest message
  useEffect(() => {
    if (newest !== undefined && thread === undefined) markRead.mutate(newest);
  }, [newest, thread]);

  if (messages.isPending) return <LoadingState lines={4} />;
  if (messages.isError) return <ErrorState error={messages.error} onRetry={() => messages.refetch()} />;
  const all = messages.data.pages.flat().reverse();

  return (
    <Stack gap="xs">
      {messages.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => messages.fetchNextPage()}
          loading={messages.isFetchingNextPage}
        >
          {t('chat.older')}
        </Button>
      )}
      {all.length === 0 && <Text c="dimmed">{t('issues.noMessages')}</Text>}
      <Stack gap="xs" role="log" aria-label={t('issues.messages')}>
        {all.map((message) => (
          <MessageCard key={message.id} message={message} onOpenThread={onOpenThread} />
        ))}
      </Stack>
    </Stack>
  );
}

function Composer({ channel, parent, label }: { channel: number; parent?: number; label: string }) {
  const { t } = useTranslation();
  const post = usePostMessage(channel);
  const uploads = useAttachmentUploads();
  const [draft, setDraft] = useState('');
  const ready = (draft.trim() !== '' || uploads.fileIds.length > 0) && !uploads.busy;
  const send = () => {
    if (!ready) return;
    post.mutate(
      { body: draft, attachments: uploads.fileIds, ...(parent && { parent }) },
      {
        onSuccess: () => {
          setDraft('');
          uploads.clear();
        },
        onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
      },
    );
  };
  return (
    <AttachmentDropzone uploads={uploads}>
      <Group align="end" wrap="nowrap">
        <Textarea
          label={label}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
          autosize
          minRows={1}
          style={{ flex: 1 }}
        />
        <Button onClick={send} loading={post.isPending} disabled={!ready}>
          {t('chat.send')}
        </Button>
      </Group>
    </AttachmentDropzone>
  );
}

function MessageCard({
  message,
  onOpenThread,
}: {
  message: ChatMessage;
  onOpenThread?: ((m: ChatMessage) => void) | undefined;
}) {
  const { t } = useTranslation();
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const [editing, setEditing] = useState<string | null>(null);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: describeError(error, t) });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('chat.deleteTitle'),
      children: <Text size="sm">{t('chat.deleteBody')}</Text>,
      labels: { confirm: t('chat.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(message.id, { onError: failed }),
    });

  return (
    <Card withBorder padding="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {message.author?.username ?? '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {new Date(message.created_at).toLocaleString()}
          {message.edited_at && ` · ${t('chat.edited')}`}
        </Text>
      </Group>
      {editing === null ? (
        <>
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Text>
          )}
          <ContentLinkCards body={message.body} />
          <AttachmentList attachments={message.attachments} />
        </>
      ) : (
        <Textarea
          aria-label={t('chat.edit')}
          value={editing}
          onChange={(e) => setEditing(e.currentTarget.value)}
          autosize
        />
      )}
      <Group gap="xs" mt={4}>
        {onOpenThread && (
          <Button size="compact-xs" variant="subtle" onClick={() => onOpenThread(message)}>
            {message.replies > 0 ? t('chat.replies', { n: message.replies }) : t('chat.reply')}
          </Button>
        )}
        {message.mine &&
          (editing === null ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(message.body)}>
              {t('chat.edit')}
            </Button>
          ) : (
            <Button
              size="compact-xs"
              onClick={() =>
                edit.mutate(
                  { id: message.id, body: editing },
                  { onSuccess: () => setEditing(null), onError: failed },
                )
              }
            >
              {t('common.save')}
            </Button>
          ))}
        {message.mine && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={confirmDelete}>
            {t('chat.delete')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** One channel: its messages, a composer, and a drawer with the thread of the message chosen. */
export function ChannelView({ channel, name }: { channel: Channel; name: string }) {
  const { t } = useTranslation();
  const [thread, setThread] = useState<ChatMessage | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {name}
      </Title>
      <Text size="xs" c="dimmed">
        {t('chat.members', { n: channel.users })}
      </Text>
      <MessageList channel={channel.id} onOpenThread={setThread} />
      <Composer channel={channel.id} label={t('chat.write', { name })} />
      <Drawer
        opened={thread !== null}
        onClose={() => setThread(null)}
        position="right"
        title={t('chat.thread')}
      >
        {thread && (
          <Stack>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {thread.body}
            </Text>
            <AttachmentList attachments={thread.attachments} />
            <MessageList channel={channel.id} thread={thread.id} />
            <Composer channel={channel.id} parent={thread.id} label={t('chat.reply')} />
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
