import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DomainParam, Overrides } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { useAllOverrides, useOverridesMutations } from '../api/settings.ts';
import { changedFields } from '../changes.ts';
import { confirmAction } from '../components/confirm.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';

// Every switch of SPEC §3, in the contract's order.
const flags = Object.keys(Overrides.shape).filter(
  (key): key is Flag => key !== 'domain' && key !== 'analytics_url',
);
type Flag = Exclude<keyof Overrides, 'domain' | 'analytics_url'>;
type Switches = Record<Flag, boolean>;

/** SPEC §3: every switch off except disable_apps. */
const defaults = (): Switches =>
  Object.fromEntries(flags.map((flag) => [flag, flag === 'disable_apps'])) as Switches;

const switchesOf = (overrides: Overrides): Switches =>
  Object.fromEntries(flags.map((flag) => [flag, overrides[flag]])) as Switches;

function DomainForm({
  domain,
  saved,
  onForget,
}: {
  domain: string;
  saved: Switches | null;
  onForget: () => void;
}) {
  const { t } = useTranslation();
  const { save, reset } = useOverridesMutations();
  const [draft, setDraft] = useState<Switches>(saved ?? defaults());
  const [noChanges, setNoChanges] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A domain not stored yet is saved whole; a stored one only where it changed.
    const body = saved ? changedFields(saved, draft) : draft;
    if (!body) return setNoChanges(true);
    save.mutate(
      { domain, body },
      {
        onSuccess: () => showSavedNotice(t('admin.overrides.saved', { domain })),
      },
    );
  };

  const askReset = () =>
    confirmAction({
      title: t('admin.overrides.resetTitle', { domain }),
      message: t('admin.overrides.resetBody', { domain }),
      confirmLabel: t('admin.overrides.reset'),
      cancelLabel: t('common.cancel'),
      onConfirm: () => {
        if (!saved) return onForget();
        reset.mutate(domain, {
          onSuccess: () => {
            setDraft(defaults());
            showSavedNotice(t('admin.overrides.resetDone', { domain }));
          },
          onError: (error) => showErrorNotice(describeError(error, t)),
        });
      },
    });

  return (
    <Card withBorder component="section" aria-labelledby={`overrides-${domain}`}>
      <FormStack gap="sm" onSubmit={submit}>
        <Group justify="space-between">
          <Title order={3} size="h4" id={`overrides-${domain}`}>
            {domain}
          </Title>
          {!saved && (
            <Text size="xs" c="dimmed">
              {t('admin.overrides.unsaved')}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {flags.map((flag) => (
            <Switch
              key={flag}
              label={t(`admin.overrides.flags.${flag}`)}
              checked={draft[flag]}
              color={flag === 'maintenance_mode' ? 'red' : undefined}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setNoChanges(false);
                setDraft((current) => ({ ...current, [flag]: checked }));
              }}
            />
          ))}
        </SimpleGrid>
        {draft.maintenance_mode && (
          <Alert color="red" role="alert" title={t('admin.overrides.maintenanceTitle')}>
            {t('admin.overrides.maintenanceWarning', { domain })}
          </Alert>
        )}
        {noChanges && (
          <Alert color="yellow" role="status">
            {t('serverMessages.noChangesToUpdate')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {describeError(save.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={askReset} loading={reset.isPending}>
            {t('admin.overrides.reset')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.overrides.save', { domain })}
          </Button>
        </Group>
      </FormStack>
    </Card>
  );
}

export default function OverridesPage() {
  const { t } = useTranslation();
  const query = useAllOverrides();
  const [added, setAdded] = useState<string[]>([]);
  const [newDomain, setNewDomain] = useState('');
  const [domainError, setDomainError] = useState<string>();

  const addDomain = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DomainParam.safeParse({ domain: newDomain });
    const domain = parsed.success ? parsed.data.domain : '';
    if (!domain || !/^[a-z0-9.-]+(:\d+)?$/.test(domain))
      return setDomainError(t('admin.overrides.domainInvalid'));
    const known = (query.data ?? []).some((o) => o.domain === domain) || added.includes(domain);
    if (known) return setDomainError(t('admin.overrides.domainExists'));
    setDomainError(undefined);
    setAdded((current) => [...current, domain]);
    setNewDomain('');
  };

  const addForm = (
    <FormStack onSubmit={addDomain} gap="xs">
      <Group align="flex-end">
        <TextInput
          label={t('admin.overrides.newDomain')}
          placeholder="app.example.com"
          value={newDomain}
          onChange={(event) => setNewDomain(event.currentTarget.value)}
          error={domainError}
          w={320}
        />
        <Button type="submit" variant="light">
          {t('admin.overrides.addDomain')}
        </Button>
      </Group>
    </FormStack>
  );

  return (
    <SectionFrame
      title={t('admin.overrides.title')}
      description={t('admin.overrides.description')}
      toolbar={addForm}
      query={query}
      isEmpty={(list) => list.length === 0 && added.length === 0}
      emptyMessage={t('admin.overrides.empty')}
    >
      {(list) => (
        <Stack gap="md">
          {list.map((overrides) => (
            <DomainForm
              // A reset or a save elsewhere reloads the list: start the form again from what is stored.
              key={`${overrides.domain}:${JSON.stringify(switchesOf(overrides))}`}
              domain={overrides.domain}
              saved={switchesOf(overrides)}
              onForget={() => {}}
            />
          ))}
          {added
            .filter((domain) => !list.some((o) => o.domain === domain))
            .map((domain) => (
              <DomainForm
                key={domain}
                domain={domain}
                saved={null}
                onForget={() => setAdded((current) => current.filter((d) => d !== domain))}
              />
            ))}
        </Stack>
      )}
    </SectionFrame>
  );
}
