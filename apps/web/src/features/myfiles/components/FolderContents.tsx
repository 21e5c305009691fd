import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type Folder,
  type MyFile,
  type MyFileType,
  myFileRoutes,
  myFileTypes,
  snapshotFolderId,
} from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { formatBytes } from '../../uploads/index.ts';
import { myFileKeys, useChangeFileType, useMoveFiles, useMyFolder } from '../api/myfiles.ts';
import { useFolderName } from '../hooks/useFolderName.ts';
import { FileActions } from './FileActions.tsx';
import { FileCard } from './FileCard.tsx';
import { UploadButton } from './UploadButton.tsx';

type SortKey = 'newest' | 'oldest' | 'name' | 'size';
const sorters: Record<SortKey, (a: MyFile, b: MyFile) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  oldest: (a, b) => a.created_at.localeCompare(b.created_at),
  name: (a, b) => a.name.localeCompare(b.name),
  size: (a, b) => b.size - a.size,
};

/** A folder: upload into it, its sub-folders, and its files as a grid or a list, sortable and selectable. */
export function FolderContents({ folder, folders }: { folder: Folder; folders: Folder[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const folderName = useFolderName();
  const query = useMyFolder(folder.id);
  const queryClient = useQueryClient();
  const move = useMoveFiles();
  const retype = useChangeFileType();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [sort, setSort] = useState<SortKey>('newest');
  const [selected, setSelected] = useState<number[]>([]);
  const name = folderName(folder);
  const files = [...(query.data?.files ?? [])].sort(sorters[sort]);
  const chosen = selected.filter((id) => files.some((f) => f.id === id));
  const select = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((s) => s !== id)));
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('myfiles.changeFailed'), message: describeError(error, t) });
  const done = { onSuccess: () => setSelected([]), onError: failed };
  const confirmDeleteSelected = () =>
    modals.openConfirmModal({
      title: t('myfiles.deleteSelectedTitle'),
      children: <Text size="sm">{t('myfiles.deleteSelectedBody')}</Text>,
      labels: { confirm: t('myfiles.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          for (const id of chosen) await callRoute(myFileRoutes.deleteMyFile, { params: { id } });
          setSelected([]);
        } catch (error) {
          failed(error);
        }
        await queryClient.invalidateQueries({ queryKey: myFileKeys.all });
      },
    });

  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Title order={2} size="h3">
        {name}
      </Title>
      <UploadButton folder={folder} folderName={name} />
      {query.isPending ? (
        <LoadingState lines={4} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.folders.length > 0 && (
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {query.data.folders.map((child) => (
                <UnstyledButton key={child.id} component={Link} to={`/myfiles?folder=${child.id}`}>
                  <Paper withBorder p="sm">
                    <Group gap="xs" wrap="nowrap">
                      {/* Drawn, not an emoji: machines without an emoji font show an empty box. */}
                      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
                        <path d="M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8z" />
                      </svg>
                      <Text size="sm" fw={500} truncate>
                        {folderName(child)}
                      </Text>
                    </Group>
                  </Paper>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
          {files.length === 0 ? (
            <EmptyState
              message={folder.id === snapshotFolderId ? t('myfiles.emptySnapshots') : t('myfiles.empty')}
            />
          ) : (
            <>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Checkbox
                    label={t('myfiles.selectAll')}
                    checked={chosen.length === files.length}
                    indeterminate={chosen.length > 0 && chosen.length < files.length}
                    onChange={(event) =>
                      setSelected(event.currentTarget.checked ? files.map((f) => f.id) : [])
                    }
                  />
                  {chosen.length > 0 && (
                    <>
                      <Select
                        size="xs"
                        aria-label={t('myfiles.moveTo')}
                        placeholder={t('myfiles.moveTo')}
                        data={folders
                          .filter((f) => f.id !== folder.id)
                          .map((f) => ({ value: String(f.id), label: folderName(f) }))}
                        value={null}
                        onChange={(value) =>
                          value && move.mutate({ folder: Number(value), files: chosen }, done)
                        }
                      />
                      <Select
                        size="xs"
                        aria-label={t('myfiles.changeType')}
                        placeholder={t('myfiles.changeType')}
                        data={myFileTypes.map((type) => ({ value: type, label: t(`myfiles.types.${type}`) }))}
                        value={null}
                        onChange={(value) =>
                          value && retype.mutate({ type: value as MyFileType, files: chosen }, done)
                        }
                      />
                      <Button size="xs" color="red" variant="light" onClick={confirmDeleteSelected}>
                        {t('myfiles.deleteSelected', { count: chosen.length })}
                      </Button>
                    </>
                  )}
                </Group>
                <Group gap="xs">
                  <Select
                    size="xs"
                    aria-label={t('myfiles.sortBy')}
                    data={(['newest', 'oldest', 'name', 'size'] as const).map((key) => ({
                      value: key,
                      label: t(`myfiles.sort.${key}`),
                    }))}
                    value={sort}
                    onChange={(value) => value && setSort(value as SortKey)}
                    allowDeselect={false}
                    w={150}
                  />
                  <SegmentedControl
                    size="xs"
                    aria-label={t('myfiles.view')}
                    value={view}
                    onChange={(value) => setView(value as 'grid' | 'list')}
                    data={[
                      { value: 'grid', label: t('myfiles.grid') },
                      { value: 'list', label: t('myfiles.list') },
                    ]}
                  />
                </Group>
              </Group>
              {view === 'grid' ? (
                <SimpleGrid
                  cols={{ base: 1, xs: 2, lg: 3 }}
                  spacing="md"
                  component="ul"
                  aria-label={t('myfiles.filesIn', { folder: name })}
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {files.map((file) => (
                    <li key={file.id}>
                      <FileCard
                        file={file}
                        selected={chosen.includes(file.id)}
                        onSelect={(on) => select(file.id, on)}
                      />
                    </li>
                  ))}
                </SimpleGrid>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table aria-label={t('myfiles.filesIn', { folder: name })} verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={32}>
                          <VisuallyHidden>{t('myfiles.selectAll')}</VisuallyHidden>
                        </Table.Th>
                        <Table.Th>{t('myfiles.name')}</Table.Th>
                        <Table.Th>{t('myfiles.type')}</Table.Th>
                        <Table.Th>{t('myfiles.size')}</Table.Th>
                        <Table.Th>{t('myfiles.date')}</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>{t('myfiles.actions')}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {files.map((file) => (
                        <Table.Tr key={file.id}>
                          <Table.Td>
                            <Checkbox
                              checked={chosen.includes(file.id)}
                              onChange={(event) => select(file.id, event.currentTarget.checked)}
                              aria-label={t('myfiles.select', { name: file.name })}
                            />
                          </Table.Td>
                          <Table.Td dir="auto">{file.name}</Table.Td>
                          <Table.Td>{t(`myfiles.types.${file.type}`)}</Table.Td>
                          <Table.Td>{formatBytes(file.size)}</Table.Td>
                          <Table.Td>{format.dateTime(file.created_at)}</Table.Td>
                          <Table.Td>
                            <FileActions file={file} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
