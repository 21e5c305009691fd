import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { limits, type Profile, routes } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, uploadWithProgress } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { profileQueryKey } from '../../auth/index.ts';

const accepted = 'image/png,image/jpeg,image/webp';

/** Profile picture: preview, then multipart upload (field `file`) with a progress bar. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setError(undefined);
    if (!chosen) return;
    if (!accepted.split(',').includes(chosen.type)) {
      setError(t('account.avatar.wrongType'));
      return;
    }
    if (chosen.size > limits.avatarMaxBytes) {
      setError(t('account.avatar.tooLarge', { size: format.number(limits.avatarMaxBytes / 1024 / 1024) }));
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const updated = await uploadWithProgress(routes.uploadAvatar, form, setProgress);
      queryClient.setQueryData(profileQueryKey, updated);
      notifications.show({ color: 'green', message: t('account.avatar.saved') });
      setFile(null);
      setPreview(null);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setProgress(null);
    }
  };

  const current = preview ?? profile.details.avatar ?? profile.preferences.avatar ?? undefined;
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Avatar src={current} size={96} radius="50%" alt={t('account.avatar.alt')}>
          {(profile.details.firstname || profile.username).slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap="xs">
          <FileButton onChange={choose} accept={accepted}>
            {(props) => (
              <Button variant="default" {...props}>
                {t('account.avatar.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('account.avatar.hint', { size: format.number(limits.avatarMaxBytes / 1024 / 1024) })}
          </Text>
        </Stack>
      </Group>
      {progress !== null && (
        <Progress value={progress * 100} aria-label={t('account.avatar.progress')} striped animated />
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {file && (
        <Group>
          <Button onClick={() => void upload()} loading={progress !== null}>
            {t('account.avatar.upload')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setFile(null);
              setPreview(null);
            }}
            disabled={progress !== null}
          >
            {t('common.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
