import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { type Folder, myFilesQuotaBytes } from '@spatium/contracts';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { createTusUpload, formatBytes, type UploadControl } from '../../uploads/index.ts';
import { useAddMyFile, useMyFilesUsage } from '../api/myfiles.ts';

interface Sending {
  name: string;
  fraction: number;
}

/**
 * Uploads into the open folder: picked or dropped files, resumable (tus), with progress. A file that
 * would pass the quota is refused here, before any byte is sent (and by the server at creation too).
 */
export function UploadButton({ folder, folderName }: { folder: Folder; folderName: string }) {
  const { t } = useTranslation();
  const usage = useMyFilesUsage();
  const add = useAddMyFile();
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const control = useRef<UploadControl | null>(null);

  const send = async (files: File[]) => {
    setError(null);
    let used = usage.data?.used ?? 0;
    const quota = usage.data?.quota ?? myFilesQuotaBytes;
    for (const file of files) {
      if (used + file.size > quota) {
        setError(t('myfiles.overQuota', { name: file.name, free: formatBytes(Math.max(0, quota - used)) }));
        return;
      }
      const fileId = await new Promise<number | null>((resolve) => {
        setSending({ name: file.name, fraction: 0 });
        control.current = createTusUpload(file, 'myfile', {
          onProgress: (sent, total) =>
            setSending({ name: file.name, fraction: total > 0 ? sent / total : 0 }),
          onSuccess: resolve,
          onError: (message) => {
            setError(message ?? t('myfiles.uploadFailed'));
            resolve(null);
          },
        });
        void control.current.start();
      });
      control.current = null;
      if (fileId === null) break;
      try {
        await add.mutateAsync({ file: fileId, folder: folder.id });
        used += file.size;
      } catch (failure) {
        setError(describeError(failure, t));
        break;
      }
    }
    setSending(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!sending) void send([...event.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      p="sm"
      style={{ borderStyle: 'dashed', borderColor: dragging ? 'var(--mantine-color-teal-5)' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('myfiles.dropHere', { folder: folderName })}
          </Text>
          <FileButton onChange={(files) => void send(files)} multiple disabled={sending !== null}>
            {(props) => (
              <Button {...props} size="xs" loading={sending !== null}>
                {t('myfiles.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {sending && (
          <Stack gap={2}>
            <Text size="xs">{t('myfiles.uploading', { name: sending.name })}</Text>
            <Progress
              value={sending.fraction * 100}
              aria-label={t('myfiles.uploading', { name: sending.name })}
            />
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {usage.data && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('myfiles.usage', {
                used: formatBytes(usage.data.used),
                quota: formatBytes(usage.data.quota),
              })}
            </Text>
            <Progress
              size="xs"
              value={Math.min(100, (usage.data.used / usage.data.quota) * 100)}
              aria-label={t('myfiles.usage', {
                used: formatBytes(usage.data.used),
                quota: formatBytes(usage.data.quota),
              })}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
