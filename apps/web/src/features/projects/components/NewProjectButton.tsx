import { Button } from '@mantine/core';
import { can } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../auth/index.ts';
import { ProjectFormModal } from './ProjectFormModal.tsx';

/** 'New project' for those who may create one (company admins, role 3); nothing for everyone else. */
export function NewProjectButton() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [creating, setCreating] = useState(false);
  const mayCreate = Boolean(profile && (profile.is_company_admin || can(profile.role.id, 'admin.catalogue')));
  if (!mayCreate) return null;
  return (
    <>
      <Button size="xs" onClick={() => setCreating(true)}>
        {t('projects.form.createProject')}
      </Button>
      <ProjectFormModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
