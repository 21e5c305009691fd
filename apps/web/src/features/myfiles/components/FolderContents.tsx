import { Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type Folder, snapshotFolderId } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useMyFolder } from '../api/myfiles.ts';
import { useFolderName } from '../hooks/useFolderName.ts';
import { FileCard } from './FileCard.tsx';

/** A folder's sub-folders and its files as a grid; loading, empty and error states. */
export function FolderContents({ folder }: { folder: Folder }) {
  const { t } = useTranslation();
  const folderName = useFolderName();
  const query = useMyFolder(folder.id);
  const name = folderName(folder);

  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Title order={2} size="h3">
        {name}
      </Title>
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
                      <Text aria-hidden>📁</Text>
                      <Text size="sm" fw={500} truncate>
                        {folderName(child)}
                      </Text>
                    </Group>
                  </Paper>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
          {query.data.files.length === 0 ? (
            <EmptyState
              message={folder.id === snapshotFolderId ? t('myfiles.emptySnapshots') : t('myfiles.empty')}
            />
          ) : (
            <SimpleGrid
              cols={{ base: 1, xs: 2, lg: 3 }}
              spacing="md"
              component="ul"
              aria-label={t('myfiles.filesIn', { folder: name })}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {query.data.files.map((file) => (
                <li key={file.id}>
                  <FileCard file={file} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
