import { Stack, Switch, TextInput } from '@mantine/core';
import type { Company } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../system/index.ts';
import { SaveBar } from './SaveBar.tsx';
import { useCompanySave } from './useCompanySave.ts';

const features = ['issues', 'chat', 'chatbot', 'floorplans'] as const;
type Feature = (typeof features)[number];

/** The company's switches (SPEC §3 Company), start page and mandatory 2FA. */
export function CompanySettingsForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { save, noChanges, clearNoChanges, mutation } = useCompanySave(company);
  const [enabled, setEnabled] = useState<Record<Feature, boolean>>(
    Object.fromEntries(features.map((f) => [f, company[f].enabled])) as Record<Feature, boolean>,
  );
  const [startAt, setStartAt] = useState(company.settings.start_at ?? '');
  const [mandatory2fa, setMandatory2fa] = useState(company.mandatory_2fa);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({
      ...Object.fromEntries(features.map((f) => [f, { ...company[f], enabled: enabled[f] }])),
      settings: { ...company.settings, start_at: startAt.trim() || null },
      mandatory_2fa: mandatory2fa,
    });
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <Stack gap="sm" role="group" aria-label={t('admin.settings.features')}>
        {features.map((feature) => (
          <Switch
            key={feature}
            label={t(`admin.settings.${feature}`)}
            checked={enabled[feature]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              clearNoChanges();
              setEnabled((current) => ({ ...current, [feature]: checked }));
            }}
          />
        ))}
      </Stack>
      <TextInput
        label={t('admin.settings.startAt')}
        description={t('admin.settings.startAtHelp')}
        placeholder="/dashboard"
        value={startAt}
        onChange={(event) => {
          clearNoChanges();
          setStartAt(event.currentTarget.value);
        }}
        maw={360}
      />
      <Switch
        label={t('admin.settings.mandatory2fa')}
        description={t('admin.settings.mandatory2faHelp')}
        checked={mandatory2fa}
        onChange={(event) => {
          clearNoChanges();
          setMandatory2fa(event.currentTarget.checked);
        }}
      />
      <SaveBar noChanges={noChanges} error={mutation.error} pending={mutation.isPending} />
    </FormStack>
  );
}
