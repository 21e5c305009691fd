import { Button } from '@mantine/core';
import { can } from '@spatium/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAllStrings } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';

// The form (and the content and upload code it brings) loads on the first click, not with every page.
const ProjectFormModal = lazy(
  withAllStrings(() =>
    import('./ProjectFormModal.tsx').then((module) => ({ default: module.ProjectFormModal })),
  ),
);

/** 'New project' for those who may create one (company admins, role 3); nothing for everyone else. */
export function NewProjectButton() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState(false);
  const mayCreate = Boolean(profile && (profile.is_company_admin || can(profile.role.id, 'admin.catalogue')));
  if (!mayCreate) return null;
  return (
    <>
      <Button
        size="xs"
        onClick={() => {
          setOpened(true);
          setCreating(true);
        }}
      >
        {t('projects.form.createProject')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ProjectFormModal opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
