import { Badge, PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import { CreateIntegrationBody, UpdateIntegrationBody } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { CollectionSection } from '../components/CollectionSection.tsx';

const types = ['webhook', 'sharepoint', 'procore', 'autodesk', 'custom'] as const;
type Draft = {
  title: string;
  type: (typeof types)[number];
  url: string;
  secret: string;
  enabled: boolean;
  hasSecret: boolean;
};

export default function IntegrationsPage() {
  const { t } = useTranslation();
  return (
    <CollectionSection
      name="integrations"
      text="admin.integrations"
      columns={[
        { key: 'title', label: t('admin.fields.title'), sortValue: (i) => i.title, render: (i) => i.title },
        {
          key: 'type',
          label: t('admin.integrations.type'),
          sortValue: (i) => i.type,
          render: (i) => t(`admin.integrations.types.${i.type}`),
        },
        { key: 'url', label: t('admin.integrations.url'), sortValue: (i) => i.url, render: (i) => i.url },
        {
          key: 'enabled',
          label: t('admin.integrations.enabled'),
          sortValue: (i) => (i.enabled ? 1 : 0),
          render: (i) => (
            <Badge color={i.enabled ? 'green' : 'gray'} variant="light">
              {i.enabled ? t('admin.common.on') : t('admin.common.off')}
            </Badge>
          ),
        },
        {
          key: 'secret',
          label: t('admin.integrations.secret'),
          render: (i) =>
            i.has_secret ? t('admin.integrations.secretSet') : t('admin.integrations.secretNone'),
        },
      ]}
      filterText={(i) => `${i.title} ${i.url} ${i.type}`}
      itemTitle={(i) => i.title}
      emptyDraft={(): Draft => ({
        title: '',
        type: 'webhook',
        url: '',
        secret: '',
        enabled: true,
        hasSecret: false,
      })}
      fromItem={(i): Draft => ({
        title: i.title,
        type: i.type,
        url: i.url,
        secret: '',
        enabled: i.enabled,
        hasSecret: i.has_secret,
      })}
      // The secret is write-only: sent only when typed, never shown, so a blank field keeps the old one.
      toBody={({ hasSecret: _, secret, ...rest }) => (secret ? { ...rest, secret } : rest)}
      createSchema={CreateIntegrationBody}
      updateSchema={UpdateIntegrationBody}
      renderForm={({ draft, set, errors }) => (
        <>
          <TextInput
            label={t('admin.fields.title')}
            value={draft.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <Select
            label={t('admin.integrations.type')}
            data={types.map((type) => ({ value: type, label: t(`admin.integrations.types.${type}`) }))}
            value={draft.type}
            onChange={(value) => value && set('type', value as Draft['type'])}
            allowDeselect={false}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('admin.integrations.url')}
            type="url"
            value={draft.url}
            onChange={(event) => set('url', event.currentTarget.value)}
            error={errors.url}
            placeholder="https://"
            required
          />
          <PasswordInput
            label={t('admin.integrations.secret')}
            description={
              draft.hasSecret ? t('admin.integrations.secretKeep') : t('admin.integrations.secretHelp')
            }
            value={draft.secret}
            onChange={(event) => set('secret', event.currentTarget.value)}
            error={errors.secret}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('admin.integrations.toggleSecret') }}
          />
          <Switch
            label={t('admin.integrations.enabled')}
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.currentTarget.checked)}
          />
        </>
      )}
    />
  );
}
