import { Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { defaultFolders, type Folder } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useProfile } from '../../auth/index.ts';
import { LoadingState } from '../../system/index.ts';
import { FolderContents } from '../components/FolderContents.tsx';
import { FolderTools } from '../components/FolderTools.tsx';
import { useFolderName } from '../hooks/useFolderName.ts';

/** Folders in tree order (each after its parent), with their depth for indenting. */
function treeOf(folders: Folder[]): { folder: Folder; depth: number }[] {
  const ids = new Set(folders.map((f) => f.id));
  const out: { folder: Folder; depth: number }[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const folder of folders.filter((f) => f.parent === parent && f.id !== parent)) {
      out.push({ folder, depth });
      visit(folder.id, depth + 1);
    }
  };
  // Folders whose parent is gone are shown at the top level rather than lost.
  visit(null, 0);
  for (const folder of folders)
    if (folder.parent !== null && !ids.has(folder.parent)) out.push({ folder, depth: 0 });
  return out;
}

/** /myfiles?folder={id}: the user's own folders (from the profile) and the files of the chosen one. */
export default function MyFilesPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const folderName = useFolderName();
  const [params] = useSearchParams();
  if (!profile) return <LoadingState lines={6} />;
  const folders = profile.myfolders.length > 0 ? profile.myfolders : defaultFolders.map((f) => ({ ...f }));
  const asked = Number(params.get('folder'));
  const selected = folders.find((f) => f.id === asked) ?? folders[0]!;

  return (
    <Stack gap="md">
      <Title order={1}>{t('myfiles.title')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Stack gap="xs">
            <FolderTools folder={selected} folders={folders} />
            <Paper withBorder p="xs" component="nav" aria-label={t('myfiles.folders')}>
              {treeOf(folders).map(({ folder, depth }) => (
                <NavLink
                  key={folder.id}
                  component={Link}
                  to={`/myfiles?folder=${folder.id}`}
                  label={folderName(folder)}
                  active={folder.id === selected.id}
                  aria-current={folder.id === selected.id ? 'page' : undefined}
                  pl={12 + depth * 16}
                />
              ))}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <FolderContents key={selected.id} folder={selected} folders={folders} />
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed">
        {t('myfiles.privateHint')}
      </Text>
    </Stack>
  );
}
