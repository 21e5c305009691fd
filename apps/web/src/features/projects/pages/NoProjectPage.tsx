import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectTree } from '../api/projects.ts';
import { NoProjectState } from '../components/NoProjectState.tsx';

export default function NoProjectPage() {
  const { t } = useTranslation();
  const tree = useProjectTree();
  const hasProjects = (tree.data?.length ?? 0) > 0;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('projects.none.pageTitle')}</Title>
      {hasProjects ? (
        // Access may have been granted since sign-in.
        <Anchor component={Link} to="/mypanel">
          {t('projects.none.nowHasProjects')}
        </Anchor>
      ) : (
        <NoProjectState />
      )}
    </Stack>
  );
}
