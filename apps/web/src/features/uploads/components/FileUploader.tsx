import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  acceptedExtensions,
  acceptFilter,
  fileTypeHeadBytes,
  matchesUploadType,
  type UploadPurpose,
  uploadRules,
} from '@spatium/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTusUpload, fetchUploadedFile, type UploadControl } from '../api/tusUpload.ts';
import { checkUploadSize, formatBytes } from '../uploadRules.ts';

type Status = 'uploading' | 'paused' | 'failed' | 'done' | 'rejected';

interface Entry {
  key: string;
  name: string;
  size: number;
  status: Status;
  sent: number;
  total: number;
  message?: string;
  fileId?: number;
}

export interface FileUploaderProps {
  purpose: UploadPurpose;
  /** The ids of the finished uploads, each time the list changes. */
  onChange: (fileIds: number[]) => void;
  /** Whether an upload is still running (a form waits before it saves). */
  onBusyChange?: (busy: boolean) => void;
  label?: string;
}

let nextKey = 0;

/** Pick files (Dropzone), upload each resumably with tus, with progress, pause, resume, retry and cancel. */
export function FileUploader({ purpose, onChange, onBusyChange, label }: FileUploaderProps) {
  const { t, i18n } = useTranslation();
  const [entries, setEntries] = useState<Entry[]>([]);
  const controls = useRef(new Map<string, UploadControl>());
  const callbacks = useRef({ onChange, onBusyChange });
  callbacks.current = { onChange, onBusyChange };
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const bytes = (n: number) => formatBytes(n, locale);

  const doneIds = entries.flatMap((entry) => (entry.fileId ? [entry.fileId] : []));
  const doneKey = doneIds.join(',');
  const busy = entries.some((entry) => entry.status === 'uploading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the set of finished ids changes
  useEffect(() => {
    callbacks.current.onChange(doneIds);
  }, [doneKey]);
  useEffect(() => {
    callbacks.current.onBusyChange?.(busy);
  }, [busy]);

  // Leaving the form pauses running uploads; picking the same file again resumes them.
  useEffect(() => {
    const running = controls.current;
    return () => {
      for (const control of running.values()) void control.pause();
    };
  }, []);

  const update = (key: string, patch: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const types = acceptedExtensions(purpose).join(', ');
  const reject = (file: File, message: string) =>
    setEntries((current) => [
      ...current,
      {
        key: `u${nextKey++}`,
        name: file.name,
        size: file.size,
        status: 'rejected',
        sent: 0,
        total: file.size,
        message,
      },
    ]);

  const begin = async (file: File) => {
    const check = checkUploadSize(file, purpose);
    if (!check.ok) {
      reject(
        file,
        check.reason === 'empty' ? t('uploads.empty') : t('uploads.tooLarge', { max: bytes(check.maxBytes) }),
      );
      return;
    }
    // The type from the first bytes and the name, before sending: a wrong file is refused at once,
    // not after gigabytes. The server still judges the whole file when the upload ends.
    const head = new Uint8Array(await file.slice(0, fileTypeHeadBytes).arrayBuffer());
    if (!matchesUploadType(purpose, file.name, head)) {
      reject(file, t('uploads.wrongType', { types }));
      return;
    }
    const key = `u${nextKey++}`;
    const control = createTusUpload(file, purpose, {
      onProgress: (sent, total) => update(key, { sent, total }),
      onSuccess: (fileId) => {
        update(key, { status: 'done', fileId, sent: file.size });
        // The server's record of the file: the name it kept and the type it detected.
        fetchUploadedFile(fileId).then(
          (uploaded) => update(key, { name: uploaded.name, size: uploaded.size }),
          () => undefined,
        );
      },
      onError: (message) => update(key, { status: 'failed', message: message ?? t('uploads.failedGeneric') }),
    });
    controls.current.set(key, control);
    setEntries((current) => [
      ...current,
      { key, name: file.name, size: file.size, status: 'uploading', sent: 0, total: file.size },
    ]);
    void control.start();
  };

  const pause = (key: string) => {
    void controls.current.get(key)?.pause();
    update(key, { status: 'paused' });
  };
  const resume = (key: string) => {
    update(key, { status: 'uploading', message: undefined });
    void controls.current.get(key)?.start();
  };
  const remove = (key: string) => {
    const control = controls.current.get(key);
    const entry = entries.find((e) => e.key === key);
    // A finished upload stays on the server until the form saves or it expires; a running one is deleted.
    if (control && entry?.status !== 'done') void control.cancel();
    controls.current.delete(key);
    setEntries((current) => current.filter((e) => e.key !== key));
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          for (const file of files) void begin(file);
        }}
        onReject={(rejections) => {
          for (const { file } of rejections) reject(file, t('uploads.wrongType', { types }));
        }}
        accept={acceptFilter(purpose)}
        multiple
        aria-label={label ?? t('uploads.dropLabel')}
      >
        <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={600}>{label ?? t('uploads.dropLabel')}</Text>
          <Text size="sm" c="dimmed">
            {t('uploads.dropHint', { max: bytes(uploadRules[purpose].maxBytes) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('uploads.acceptedTypes', { types })}
          </Text>
        </Stack>
      </Dropzone>
      {entries.length > 0 && (
        <Stack gap="xs" role="list" aria-label={t('uploads.listLabel')}>
          {entries.map((entry) => {
            const fraction = entry.total > 0 ? entry.sent / entry.total : 0;
            const percent = Math.round(fraction * 100);
            return (
              <Paper key={entry.key} withBorder p="xs" role="listitem">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text dir="auto" size="sm" fw={500} truncate="end">
                      {entry.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t(`uploads.status.${entry.status}`)}
                    </Text>
                  </Group>
                  {entry.status !== 'rejected' && (
                    <>
                      <Progress
                        value={entry.status === 'done' ? 100 : percent}
                        color={entry.status === 'failed' ? 'red' : entry.status === 'done' ? 'green' : 'blue'}
                        animated={entry.status === 'uploading'}
                        aria-label={t('uploads.progressLabel', { name: entry.name })}
                      />
                      <Text size="xs" c="dimmed">
                        {t('uploads.progress', {
                          percent: entry.status === 'done' ? 100 : percent,
                          sent: bytes(entry.status === 'done' ? entry.size : entry.sent),
                          total: bytes(entry.size),
                        })}
                      </Text>
                    </>
                  )}
                  {entry.message && (
                    <Alert color="red" p="xs" role="alert">
                      {entry.message}
                    </Alert>
                  )}
                  <Group gap="xs">
                    {entry.status === 'uploading' && (
                      <Button size="compact-xs" variant="light" onClick={() => pause(entry.key)}>
                        {t('uploads.pause')}
                      </Button>
                    )}
                    {entry.status === 'paused' && (
                      <Button size="compact-xs" variant="light" onClick={() => resume(entry.key)}>
                        {t('uploads.resume')}
                      </Button>
                    )}
                    {entry.status === 'failed' && (
                      <Button size="compact-xs" variant="light" onClick={() => resume(entry.key)}>
                        {t('uploads.retry')}
                      </Button>
                    )}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color={entry.status === 'done' || entry.status === 'rejected' ? 'gray' : 'red'}
                      onClick={() => remove(entry.key)}
                      aria-label={
                        entry.status === 'done' || entry.status === 'rejected'
                          ? t('uploads.removeNamed', { name: entry.name })
                          : t('uploads.cancelNamed', { name: entry.name })
                      }
                    >
                      {entry.status === 'done' || entry.status === 'rejected'
                        ? t('uploads.remove')
                        : t('uploads.cancel')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
