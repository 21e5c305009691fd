import { Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type IssueMessage, limits } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { AttachmentDropzone, AttachmentList, useAttachmentUploads } from '../../uploads/index.ts';
import {
  useAddIssueMessage,
  useDeleteIssue,
  useDeleteIssueMessage,
  useIssue,
  useReplaceIssueMessage,
  useUpdateIssue,
} from '../api/issues.ts';
import { SeverityBadge, StatusBadge } from '../components/IssueBadges.tsx';
import { viewpointPath } from '../viewpointPath.ts';

/** /issues/{id}: an issue, its status moves the user may make, and its message thread. */
export default function IssuePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const issue = useIssue(id);
  const update = useUpdateIssue(id);
  const remove = useDeleteIssue();
  const add = useAddIssueMessage(id);
  const uploads = useAttachmentUploads();
  const [draft, setDraft] = useState('');
  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: describeError(error, t) });

  if (issue.isPending) return <LoadingState lines={6} />;
  if (issue.isError) return <ErrorState error={issue.error} onRetry={() => issue.refetch()} />;
  const data = issue.data;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('issues.deleteTitle'),
      children: <Text size="sm">{t('issues.deleteBody', { title: data.title })}</Text>,
      labels: { confirm: t('chat.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => {
            notifications.show({
              message: t('issues.deleted'),
              autoClose: limits.deletedNoticeMs,
              position: 'bottom-center',
            });
            void navigate('/issues');
          },
          onError: failed(t('issues.deleteFailed')),
        }),
    });

  const ready = (draft.trim() !== '' || uploads.fileIds.length > 0) && !uploads.busy;
  const send = () => {
    if (!ready) return;
    add.mutate(
      { body: draft, attachments: uploads.fileIds },
      {
        onSuccess: () => {
          setDraft('');
          uploads.clear();
        },
        onError: failed(t('serverMessages.somethingWentWrong')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/issues" size="sm">
        {t('issues.backToList')}
      </Anchor>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Title order={1}>{data.title}</Title>
          <Group gap="xs">
            <SeverityBadge severity={data.severity} />
            <StatusBadge status={data.status} />
            <Text size="sm" c="dimmed">
              {data.oldsubproject.title}
              {data.road_name && ` · ${data.road_name}`}
            </Text>
          </Group>
        </Stack>
        <Group>
          {data.abilities.transitions.map((status) => (
            <Button
              key={status}
              variant="light"
              loading={update.isPending}
              onClick={() => update.mutate({ status }, { onError: failed(t('issues.updateFailed')) })}
            >
              {t(`issues.moveTo.${status}`)}
            </Button>
          ))}
          {data.abilities.delete && (
            <Button color="red" variant="outline" onClick={confirmDelete}>
              {t('chat.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {data.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>}
      {viewpointPath(data) && (
        <Anchor component={Link} to={viewpointPath(data)!}>
          {t(data.viewpoint ? 'issues.raise.openViewpoint' : 'issues.raise.openContent')}
        </Anchor>
      )}
      <Text size="sm" c="dimmed">
        {t('issues.createdBy', {
          name: data.created_by?.username ?? '—',
          date: new Date(data.created_at).toLocaleString(),
        })}
      </Text>
      <Title order={2} size="h4">
        {t('issues.messages')}
      </Title>
      <Stack gap="xs" aria-live="polite">
        {data.messages.length === 0 && <Text c="dimmed">{t('issues.noMessages')}</Text>}
        {data.messages.map((message) => (
          <IssueMessageCard key={message.id} issueId={id} message={message} />
        ))}
      </Stack>
      <AttachmentDropzone uploads={uploads}>
        <Textarea
          label={t('issues.writeMessage')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={add.isPending} disabled={!ready}>
            {t('chat.send')}
          </Button>
        </Group>
      </AttachmentDropzone>
    </Stack>
  );
}

function IssueMessageCard({ issueId, message }: { issueId: number; message: IssueMessage }) {
  const { t } = useTranslation();
  const replace = useReplaceIssueMessage(issueId);
  const remove = useDeleteIssueMessage(issueId);
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
    <Card withBorder padding="sm">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {message.author?.username ?? '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {new Date(message.created_at).toLocaleString()}
        </Text>
      </Group>
      {editing === null ? (
        <>
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Text>
          )}
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
      {message.mine && (
        <Group gap="xs" mt="xs">
          {editing === null ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(message.body)}>
              {t('chat.edit')}
            </Button>
          ) : (
            <Button
              size="compact-xs"
              onClick={() =>
                replace.mutate(
                  { messageId: message.id, body: editing },
                  { onSuccess: () => setEditing(null), onError: failed },
                )
              }
            >
              {t('common.save')}
            </Button>
          )}
          <Button size="compact-xs" variant="subtle" color="red" onClick={confirmDelete}>
            {t('chat.delete')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
