import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { type Attachment, maxAttachmentsPerMessage, uploadRules } from '@spatium/contracts';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { downloadAttachment, previewSource } from '../api/attachments.ts';
import type { AttachmentEntry, AttachmentUploads } from '../hooks/useAttachmentUploads.ts';
import { formatBytes } from '../uploadRules.ts';

/** The files of a message: images as a preview, other files as a card; each downloads under its name. */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  const download = (attachment: Attachment) =>
    downloadAttachment(attachment).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('attachments.downloadFailed'),
        message: describeError(error, t),
      }),
    );
  return (
    <Group gap="xs" mt={4} align="start" role="list" aria-label={t('attachments.files')}>
      {attachments.map((attachment) => {
        const label = t('attachments.download', { name: attachment.name });
        const size = formatBytes(attachment.size, i18n.resolvedLanguage ?? i18n.language);
        return (
          <Paper key={attachment.id} withBorder p={4} role="listitem" maw={260}>
            {attachment.thumbnail ? (
              <UnstyledButton onClick={() => void download(attachment)} aria-label={label} title={label}>
                <Image
                  src={previewSource(attachment.thumbnail)}
                  alt={attachment.name}
                  h={160}
                  w="auto"
                  maw={250}
                  fit="contain"
                  radius="sm"
                />
              </UnstyledButton>
            ) : null}
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Stack gap={0} miw={0}>
                <Text size="sm" dir="auto" truncate="end">
                  {attachment.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {size}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                onClick={() => void download(attachment)}
                aria-label={label}
                title={label}
              >
                <span aria-hidden>⬇</span>
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}

function entryProblem(entry: AttachmentEntry, t: ReturnType<typeof useTranslation>['t'], max: string) {
  if (entry.problem === 'empty') return t('uploads.empty');
  if (entry.problem === 'tooLarge') return t('uploads.tooLarge', { max });
  if (entry.problem === 'tooMany') return t('attachments.tooMany', { max: maxAttachmentsPerMessage });
  if (entry.problem === 'failed') return t('uploads.failedGeneric');
  return entry.problem;
}

/**
 * A message composer that takes files: an attach button and dropping files anywhere on it. Each file
 * uploads at once, with its progress, and can be removed before the message is sent.
 */
export function AttachmentDropzone({
  uploads,
  children,
}: {
  uploads: AttachmentUploads;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const openRef = useRef<() => void>(null);
  const max = formatBytes(uploadRules.attachment.maxBytes, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Dropzone
      onDrop={uploads.add}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      multiple
      p="xs"
      aria-label={t('attachments.dropHere')}
    >
      <Stack gap="xs">
        {children}
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => openRef.current?.()}>
            {t('attachments.attach')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('attachments.dropHere')} · {t('uploads.dropHint', { max })}
          </Text>
        </Group>
        {uploads.entries.length > 0 && (
          <Stack gap={4} role="list" aria-label={t('uploads.listLabel')}>
            {uploads.entries.map((entry) => {
              const percent = entry.size > 0 ? Math.round((entry.sent / entry.size) * 100) : 100;
              const problem = entryProblem(entry, t, max);
              return (
                <Paper key={entry.key} withBorder p={6} role="listitem">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" dir="auto" truncate="end">
                      {entry.name}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text
                        size="xs"
                        c={entry.status === 'failed' || entry.status === 'rejected' ? 'red' : 'dimmed'}
                      >
                        {t(`uploads.status.${entry.status}`)}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        onClick={() => uploads.remove(entry.key)}
                        aria-label={t('uploads.removeNamed', { name: entry.name })}
                      >
                        {t('uploads.remove')}
                      </Button>
                    </Group>
                  </Group>
                  {(entry.status === 'uploading' || entry.status === 'done') && (
                    <Progress
                      mt={4}
                      size="sm"
                      value={entry.status === 'done' ? 100 : percent}
                      color={entry.status === 'done' ? 'green' : 'blue'}
                      aria-label={t('uploads.progressLabel', { name: entry.name })}
                    />
                  )}
                  {problem && (
                    <Text size="xs" c="red" role="alert">
                      {problem}
                    </Text>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Dropzone>
  );
}
