import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { can } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../auth/index.ts';
import { ProjectFormModal } from './ProjectFormModal.tsx';

/** What a user without any project sees: why, what to do, whom to ask — or, for those who may, a start. */
export function NoProjectState() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [creating, setCreating] = useState(false);
  const mayCreate = Boolean(profile && (profile.is_company_admin || can(profile.role.id, 'admin.catalogue')));
  const company = profile?.company?.title;
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('projects.none.title')}
        </Title>
        {mayCreate ? (
          <>
            <Text>{t('projects.none.adminBody')}</Text>
            <Group>
              <Button onClick={() => setCreating(true)}>{t('projects.none.create')}</Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{t('projects.none.body')}</Text>
            <Text>
              {company ? t('projects.none.askCompany', { company }) : t('projects.none.askNoCompany')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('projects.none.after')}
            </Text>
          </>
        )}
      </Stack>
      <ProjectFormModal opened={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
