import { Alert, Switch } from '@mantine/core';
import type { Company, MenuLink } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../system/index.ts';
import { normaliseMenu, unlabelledLinks } from '../menuTree.ts';
import { MenuTreeEditor } from './MenuTreeEditor.tsx';
import { SaveBar } from './SaveBar.tsx';
import { useCompanySave } from './useCompanySave.ts';

/** The override menu: on/off and its links, up to 4 levels (SPEC §9). */
export function CompanyMenuForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { save, noChanges, clearNoChanges, mutation } = useCompanySave(company);
  const [enabled, setEnabled] = useState(company.overridemenu.enabled);
  const [links, setLinks] = useState<MenuLink[]>(company.overridemenu.data);
  const [missingLabels, setMissingLabels] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unlabelledLinks(links).length > 0) return setMissingLabels(true);
    setMissingLabels(false);
    const stored = { enabled: company.overridemenu.enabled, data: normaliseMenu(company.overridemenu.data) };
    save({ overridemenu: { enabled, data: normaliseMenu(links) } }, t('admin.menu.saved'), {
      overridemenu: stored,
    });
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <Switch
        label={t('admin.menu.enabled')}
        description={t('admin.menu.enabledHelp')}
        checked={enabled}
        onChange={(event) => {
          clearNoChanges();
          setEnabled(event.currentTarget.checked);
        }}
      />
      <MenuTreeEditor
        value={links}
        onChange={(next) => {
          clearNoChanges();
          setMissingLabels(false);
          setLinks(next);
        }}
      />
      {missingLabels && (
        <Alert color="red" role="alert">
          {t('admin.menu.fixLabels')}
        </Alert>
      )}
      <SaveBar noChanges={noChanges} error={mutation.error} pending={mutation.isPending} />
    </FormStack>
  );
}
