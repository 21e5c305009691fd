import { AspectRatio, Button, Card, Center, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { catalogueRoutes, limits, type MyFile } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiBase, callRoute, describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { downloadFile } from '../../content/index.ts';
import { formatBytes } from '../../uploads/index.ts';
import { useDeleteMyFile } from '../api/myfiles.ts';
import { snapshotViewPath } from '../viewLink.ts';

/** One file: its preview, name and date, and what can be done with it. */
export function FileCard({ file }: { file: MyFile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [viewing, { open, close }] = useDisclosure(false);
  const remove = useDeleteMyFile();
  const isImage = file.mime.startsWith('image/');

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('myfiles.deleteTitle'),
      children: <Text size="sm">{t('myfiles.deleteBody', { name: file.name })}</Text>,
      labels: { confirm: t('myfiles.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(file, {
          onSuccess: () =>
            notifications.show({
              message: t('myfiles.deleted'),
              autoClose: limits.deletedNoticeMs,
              position: 'bottom-center',
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('myfiles.deleteFailed'),
              message: describeError(error, t),
            }),
        }),
    });

  return (
    <Card withBorder padding="sm" h="100%">
      <Card.Section>
        <AspectRatio ratio={2}>
          {file.thumbnail_url ? (
            <button
              type="button"
              onClick={open}
              aria-label={t('myfiles.openFile', { name: file.name })}
              style={{ border: 0, padding: 0, cursor: 'zoom-in', background: 'none' }}
            >
              <Image src={`${apiBase()}${file.thumbnail_url}`} alt="" fit="cover" h="100%" />
            </button>
          ) : (
            <Center bg="dark.6">
              <Text c="dimmed" size="sm">
                {t('myfiles.noPreview')}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text dir="auto" size="sm" fw={500} lineClamp={2} title={file.name}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {format.dateTime(file.created_at)} · {formatBytes(file.size)}
        </Text>
        <Group gap="xs" mt="xs">
          {file.view && (
            <Button component={Link} to={snapshotViewPath(file.view)} size="compact-sm" variant="light">
              {t('myfiles.openView')}
            </Button>
          )}
          {isImage && (
            <Button size="compact-sm" variant="default" onClick={open}>
              {t('myfiles.open')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void downloadFile({ id: file.file, name: file.name })}
          >
            {t('myfiles.download')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={confirmDelete}
            loading={remove.isPending}
            aria-label={t('myfiles.deleteFile', { name: file.name })}
          >
            {t('myfiles.delete')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={viewing} onClose={close} title={file.name} size="xl">
        {viewing && <FullImage file={file} />}
      </Modal>
    </Card>
  );
}

/** The full image, through a short-lived signed link fetched when the dialog opens. */
function FullImage({ file }: { file: MyFile }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: ['myfiles', 'link', file.file],
    queryFn: () => callRoute(catalogueRoutes.fileLink, { params: { id: file.file } }),
    staleTime: 60_000,
  });
  if (link.isPending) return <Text size="sm">{t('common.loading')}</Text>;
  if (link.isError) return <Text c="red">{describeError(link.error, t)}</Text>;
  return (
    <Stack gap="sm">
      <Image src={`${apiBase()}${link.data.url}`} alt={file.name} />
      {file.view && (
        <Text size="sm" c="dimmed">
          {t('myfiles.takenIn', { tour: file.view.tour_title, scene: file.view.scene_title })}
        </Text>
      )}
    </Stack>
  );
}
