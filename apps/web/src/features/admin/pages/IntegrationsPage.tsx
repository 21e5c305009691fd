import { Badge, Button, Modal, MultiSelect, PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import {
  CreateIntegrationBody,
  type Integration,
  UpdateIntegrationBody,
  webhookEvents,
} from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CollectionSection } from '../components/CollectionSection.tsx';
import { IntegrationDeliveries, WebhookSecretOnce } from '../components/IntegrationDeliveries.tsx';

const types = ['webhook', 'sharepoint', 'procore', 'autodesk', 'custom'] as const;
type Draft = {
  title: string;
  type: (typeof types)[number];
  url: string;
  secret: string;
  enabled: boolean;
  events: string[];
  hasSecret: boolean;
};

// Event names are the API's identifiers (as receivers see them), grouped by what they are about.
const eventGroups = [...new Set(webhookEvents.map((event) => event.split('.')[0]!))].map((group) => ({
  group,
  items: webhookEvents.filter((event) => event.startsWith(`${group}.`)),
}));

export default function IntegrationsPage() {
  const { t } = useTranslation();
  const [deliveriesOf, setDeliveriesOf] = useState<z.infer<typeof Integration> | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
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
        rowActions={(i) =>
          i.type === 'webhook' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => setDeliveriesOf(i)}
              aria-label={t('admin.integrations.deliveriesNamed', { name: i.title })}
            >
              {t('admin.integrations.deliveries')}
            </Button>
          )
        }
        onCreated={(i) => i.secret && setSecret(i.secret)}
        itemTitle={(i) => i.title}
        emptyDraft={(): Draft => ({
          title: '',
          type: 'webhook',
          url: '',
          secret: '',
          enabled: true,
          events: [...webhookEvents],
          hasSecret: false,
        })}
        fromItem={(i): Draft => ({
          title: i.title,
          type: i.type,
          url: i.url,
          secret: '',
          enabled: i.enabled,
          events: i.events,
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
                draft.hasSecret
                  ? t('admin.integrations.secretKeep')
                  : draft.type === 'webhook'
                    ? t('admin.integrations.secretGenerate')
                    : t('admin.integrations.secretHelp')
              }
              value={draft.secret}
              onChange={(event) => set('secret', event.currentTarget.value)}
              error={errors.secret}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('admin.integrations.toggleSecret') }}
            />
            {draft.type === 'webhook' && (
              <MultiSelect
                label={t('admin.integrations.events')}
                description={t('admin.integrations.eventsHelp')}
                data={eventGroups}
                value={draft.events}
                onChange={(events) => set('events', events)}
                error={errors.events}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Switch
              label={t('admin.integrations.enabled')}
              checked={draft.enabled}
              onChange={(event) => set('enabled', event.currentTarget.checked)}
            />
          </>
        )}
      />
      <Modal
        opened={deliveriesOf !== null}
        onClose={() => setDeliveriesOf(null)}
        title={deliveriesOf && t('admin.integrations.deliveriesNamed', { name: deliveriesOf.title })}
        size="xl"
      >
        {deliveriesOf && <IntegrationDeliveries integration={deliveriesOf} onSecret={setSecret} />}
      </Modal>
      <Modal
        opened={secret !== null}
        // Shown once: only the button closes it, so it is not lost by a stray click.
        onClose={() => {}}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        title={t('admin.integrations.onceTitle')}
      >
        {secret && <WebhookSecretOnce secret={secret} onDone={() => setSecret(null)} />}
      </Modal>
    </>
  );
}
