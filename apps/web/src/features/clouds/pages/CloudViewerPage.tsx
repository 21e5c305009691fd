import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useCloudViewer, useSetCloudPin, useUnlockCloud } from '../api/clouds.ts';
import { CloudView } from '../components/CloudView.tsx';

/** /clouds/{id}: a point cloud and its children in the 3D viewer. */
export default function CloudViewerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('content.detail.notFound')} />;
  return <CloudScreen id={id} />;
}

function CloudScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useCloudViewer(id);
  const unlock = useUnlockCloud(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('content.detail.notFoundTitle')}</Title>
        <Text>{t('content.detail.notFound')}</Text>
      </Stack>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const cloud = query.data;
  return (
    <Stack gap="md">
      <CloudView
        cloud={cloud}
        unlock={unlock}
        aside={
          <Group gap="xs" wrap="nowrap">
            <FavouriteStar kind="clouds" id={cloud.id} title={cloud.title} />
            <Anchor component={Link} to={contentPath('clouds', cloud.id)}>
              {t('content.card.details')}
            </Anchor>
          </Group>
        }
      />
      {cloud.may_manage && <PinSettings id={cloud.id} />}
    </Stack>
  );
}

/** Managers set, change or remove the PIN (SPEC §1); the server keeps only its hash. */
function PinSettings({ id }: { id: number }) {
  const { t } = useTranslation();
  const setPin = useSetCloudPin(id);
  const [pin, setPinText] = useState('');
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPin.mutate(pin, {
            onSuccess: () => {
              setPinText('');
              notifications.show({ color: 'green', message: t('clouds.pin.saved') });
            },
          });
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('clouds.pin.settings')}
          </Title>
          <Group align="flex-end" gap="xs">
            <PasswordInput
              label={t('clouds.pin.new')}
              description={t('clouds.pin.rule')}
              inputMode="numeric"
              autoComplete="new-password"
              value={pin}
              onChange={(event) => setPinText(event.currentTarget.value)}
              error={setPin.isError ? describeError(setPin.error, t) : undefined}
            />
            <Button type="submit" size="sm" disabled={!/^\d{4,8}$/.test(pin)} loading={setPin.isPending}>
              {t('clouds.pin.set')}
            </Button>
            <Button
              size="sm"
              variant="light"
              color="red"
              onClick={() =>
                setPin.mutate(null, {
                  onSuccess: () => notifications.show({ color: 'green', message: t('clouds.pin.removed') }),
                })
              }
            >
              {t('clouds.pin.remove')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
