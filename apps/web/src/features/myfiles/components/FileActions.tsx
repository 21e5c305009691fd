import { Button, Group, Image, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { catalogueRoutes, limits, type MyFile } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiBase, callRoute, describeError, importWithTimeout } from '../../../platform/api/index.ts';
import { downloadFile } from '../../content/index.ts';
import { useDeleteMyFile, useRenameFile } from '../api/myfiles.ts';
import { previewKindOf } from '../previewKind.ts';
import { snapshotViewPath } from '../viewLink.ts';

// pdf.js and three.js are their own chunks, downloaded only when such a preview opens.
const PdfPreview = lazy(() => importWithTimeout(() => import('./PdfPreview.tsx')));
const ModelPreview = lazy(() => importWithTimeout(() => import('./ModelPreview.tsx')));

/** A file's actions: preview, rename, download, delete (after confirming, SPEC §5). */
export function FileActions({ file }: { file: MyFile }) {
  const { t } = useTranslation();
  const [previewing, preview] = useDisclosure(false);
  const [renaming, rename] = useDisclosure(false);
  const remove = useDeleteMyFile();
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
    <Group gap={4}>
      {file.view && (
        <Button component={Link} to={snapshotViewPath(file.view)} size="compact-sm" variant="light">
          {t('myfiles.openView')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        onClick={preview.open}
        aria-label={t('myfiles.previewOf', { name: file.name })}
      >
        {t('myfiles.preview')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={rename.open}
        aria-label={t('myfiles.renameFile', { name: file.name })}
      >
        {t('myfiles.rename')}
      </Button>
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
      <Modal opened={previewing} onClose={preview.close} title={file.name} size="xl">
        {previewing && <Preview file={file} />}
      </Modal>
      <Modal opened={renaming} onClose={rename.close} title={t('myfiles.renameFile', { name: file.name })}>
        {renaming && <RenameForm file={file} onDone={rename.close} />}
      </Modal>
    </Group>
  );
}

/** The file itself, through a short-lived signed link fetched when the dialog opens. */
function Preview({ file }: { file: MyFile }) {
  const { t } = useTranslation();
  const kind = previewKindOf(file);
  const link = useQuery({
    queryKey: ['myfiles', 'link', file.file],
    queryFn: () => callRoute(catalogueRoutes.fileLink, { params: { id: file.file } }),
    staleTime: 60_000,
    enabled: kind !== null,
  });
  if (kind === null) return <Text c="dimmed">{t('myfiles.previewUnavailable')}</Text>;
  if (link.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (link.isError) return <Text c="red">{describeError(link.error, t)}</Text>;
  const src = `${apiBase()}${link.data.url}`;
  let shown: ReactNode;
  if (kind === 'video') {
    // biome-ignore lint/a11y/useMediaCaption: the user's own recordings come without captions
    shown = <video src={src} controls style={{ width: '100%' }} />;
  } else if (kind === 'image') {
    shown = <Image src={src} alt={file.name} />;
  } else {
    const Viewer = kind === 'pdf' ? PdfPreview : ModelPreview;
    shown = (
      <Suspense fallback={<Loader role="status" aria-label={t('common.loading')} />}>
        <Viewer url={src} name={file.name} />
      </Suspense>
    );
  }
  return (
    <Stack gap="sm">
      {shown}
      {file.view && (
        <Text size="sm" c="dimmed">
          {t('myfiles.takenIn', { tour: file.view.tour_title, scene: file.view.scene_title })}
        </Text>
      )}
    </Stack>
  );
}

function RenameForm({ file, onDone }: { file: MyFile; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(file.name);
  const rename = useRenameFile();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate({ id: file.id, name }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('myfiles.newName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={rename.isError ? describeError(rename.error, t) : undefined}
          data-autofocus
          required
          maxLength={200}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending} disabled={!name.trim()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
