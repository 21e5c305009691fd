import { Alert, Button, Code, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type ApiToken,
  type adminRoutes,
  CreateTokenBody,
  can,
  type RouteResponse,
} from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { useProfile } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';
import { useCompaniesLight } from '../api/companies.ts';
import { showDeletedNotice, showErrorNotice } from '../api/notices.ts';
import { useTokenMutations, useTokens } from '../api/settings.ts';
import { CompanySelect } from '../components/CompanySelect.tsx';
import { confirmAction } from '../components/confirm.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';
import { type FieldErrors, serverFieldErrors, validateBody } from '../forms.ts';

type Token = z.infer<typeof ApiToken>;
type Created = RouteResponse<typeof adminRoutes.createToken>;

/** The lifetimes offered; a year is the most the server allows (limits.apiTokenMaxDays). */
const expiryChoices = ['30', '90', '365', 'never'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];
const expiryLabels = {
  '30': 'admin.tokens.expiry30',
  '90': 'admin.tokens.expiry90',
  '365': 'admin.tokens.expiry365',
  never: 'admin.tokens.expiryNever',
} as const satisfies Record<ExpiryChoice, string>;

/** Shows the new secret once: it cannot be read again after this dialog closes. */
function SecretOnce({ token, onDone }: { token: Created; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" role="alert" title={t('admin.tokens.onceTitle')}>
        {t('admin.tokens.onceBody')}
      </Alert>
      <Text size="sm" fw={600} id="new-token-label">
        {t('admin.tokens.secret', { name: token.name })}
      </Text>
      <Code block aria-labelledby="new-token-label" style={{ wordBreak: 'break-all' }}>
        {token.token}
      </Code>
      <Text size="sm" c="dimmed">
        {t('admin.tokens.usage')}
      </Text>
      <Group justify="space-between">
        <CopyButton value={token.token}>
          {({ copied, copy }) => (
            <Button color={copied ? 'green' : undefined} onClick={copy} variant="light">
              {copied ? t('common.copied') : t('admin.tokens.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('admin.tokens.stored')}</Button>
      </Group>
    </Stack>
  );
}

function CreateTokenForm({
  company,
  onCreated,
  onCancel,
}: {
  company: number | null;
  onCreated: (token: Created) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const isAdmin = can(profile?.role.id, 'admin.catalogue');
  const { create } = useTokenMutations();
  const [name, setName] = useState('');
  // A token that expires is the safer default: a forgotten one stops working on its own.
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [pickedCompany, setPickedCompany] = useState<number | null>(company ?? profile?.company?.id ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      ...(isAdmin && pickedCompany ? { company: pickedCompany } : {}),
      ...(expiry !== 'never' && { expires_in_days: Number(expiry) }),
    };
    const checked = validateBody(CreateTokenBody, body, t);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    create.mutate(body, { onSuccess: onCreated, onError: (error) => setErrors(serverFieldErrors(error, t)) });
  };
  return (
    <FormStack gap="md" onSubmit={submit}>
      <TextInput
        label={t('admin.tokens.name')}
        description={t('admin.tokens.nameHelp')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <Select
        label={t('admin.tokens.expiry')}
        description={t('admin.tokens.expiryHelp')}
        data={expiryChoices.map((value) => ({ value, label: t(expiryLabels[value]) }))}
        value={expiry}
        onChange={(value) => value && setExpiry(value as ExpiryChoice)}
        allowDeselect={false}
        error={errors.expires_in_days}
      />
      {isAdmin && <CompanySelect value={pickedCompany} onChange={setPickedCompany} error={errors.company} />}
      {create.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" role="alert">
          {describeError(create.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('admin.tokens.create')}
        </Button>
      </Group>
    </FormStack>
  );
}

export default function TokensPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [company, setCompany] = useState<number | null>(null);
  const query = useTokens(company);
  const companies = useCompaniesLight();
  const { revoke } = useTokenMutations();
  const [dialog, setDialog] = useState<{ created: Created | null } | null>(null);

  const askRevoke = (token: Token) =>
    confirmAction({
      title: t('admin.tokens.revokeTitle'),
      message: t('admin.tokens.revokeBody', { name: token.name }),
      confirmLabel: t('admin.tokens.revoke'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        revoke.mutate(token.id, {
          onSuccess: () => showDeletedNotice(t('admin.tokens.revoked')),
          onError: (error) => showErrorNotice(describeError(error, t)),
        }),
    });

  return (
    <>
      <SectionFrame
        title={t('admin.tokens.title')}
        description={t('admin.tokens.description')}
        action={<Button onClick={() => setDialog({ created: null })}>{t('admin.tokens.new')}</Button>}
        toolbar={
          <CompanySelect
            value={company}
            onChange={setCompany}
            allowAll
            label={t('admin.companySelect.filter')}
          />
        }
        query={query}
        isEmpty={(tokens) => tokens.length === 0}
        emptyMessage={t('admin.tokens.empty')}
        emptyAction={{ label: t('admin.tokens.new'), onClick: () => setDialog({ created: null }) }}
      >
        {(tokens) => (
          <DataTable
            label={t('admin.tokens.table')}
            rows={tokens}
            rowKey={(token) => token.id}
            filterText={(token) => `${token.name} ${token.prefix}`}
            columns={[
              { key: 'name', label: t('admin.tokens.name'), sortValue: (x) => x.name, render: (x) => x.name },
              {
                key: 'prefix',
                label: t('admin.tokens.prefix'),
                render: (x) => <Code>{`${x.prefix}…`}</Code>,
              },
              {
                key: 'company',
                label: t('admin.users.company'),
                render: (x) => companies.data?.find((c) => c.id === x.company)?.title ?? `#${x.company}`,
              },
              {
                key: 'created_at',
                label: t('admin.fields.created'),
                sortValue: (x) => x.created_at,
                render: (x) => format.date(x.created_at),
              },
              {
                key: 'last_used_at',
                label: t('admin.tokens.lastUsed'),
                sortValue: (x) => x.last_used_at ?? '',
                render: (x) =>
                  x.last_used_at ? format.dateTime(x.last_used_at) : t('admin.tokens.neverUsed'),
              },
              {
                key: 'expires_at',
                label: t('admin.tokens.expiry'),
                // Tokens that never expire sort last.
                sortValue: (x) => x.expires_at ?? '9999',
                render: (x) => {
                  if (!x.expires_at) return t('admin.tokens.expiryNever');
                  if (Date.parse(x.expires_at) > Date.now()) return format.date(x.expires_at);
                  return (
                    <Text span c="red" size="sm" fw={600}>
                      {t('admin.tokens.expiredOn', { date: format.date(x.expires_at) })}
                    </Text>
                  );
                },
              },
            ]}
            actions={(x) => (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => askRevoke(x)}
                aria-label={t('admin.tokens.revokeNamed', { name: x.name })}
              >
                {t('admin.tokens.revoke')}
              </Button>
            )}
          />
        )}
      </SectionFrame>
      <Modal
        opened={dialog !== null}
        // The secret is shown once: closing by accident must not lose it silently, so only the button closes.
        onClose={() => dialog?.created === null && setDialog(null)}
        closeOnClickOutside={dialog?.created === null}
        closeOnEscape={dialog?.created === null}
        withCloseButton={dialog?.created === null}
        title={dialog?.created ? t('admin.tokens.createdTitle') : t('admin.tokens.new')}
      >
        {dialog &&
          (dialog.created ? (
            <SecretOnce token={dialog.created} onDone={() => setDialog(null)} />
          ) : (
            <CreateTokenForm
              company={company}
              onCreated={(created) => setDialog({ created })}
              onCancel={() => setDialog(null)}
            />
          ))}
      </Modal>
    </>
  );
}
