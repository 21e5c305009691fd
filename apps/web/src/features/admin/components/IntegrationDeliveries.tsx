import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { IntegrationDelivery } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { useIntegrationActions, useIntegrationDeliveries } from '../api/integrations.ts';
import { showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { confirmAction } from './confirm.tsx';

const statusColours: Record<IntegrationDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'yellow',
  delivered: 'green',
  failed: 'red',
};

/** A signing secret shown once: after creation or replacement it cannot be read again. */
export function WebhookSecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" role="alert" title={t('admin.integrations.onceTitle')}>
        {t('admin.integrations.onceBody')}
      </Alert>
      <Code block aria-label={t('admin.integrations.secret')} style={{ wordBreak: 'break-all' }}>
        {secret}
      </Code>
      <Group justify="space-between">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button color={copied ? 'green' : undefined} onClick={copy} variant="light">
              {copied ? t('common.copied') : t('admin.integrations.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('admin.integrations.stored')}</Button>
      </Group>
    </Stack>
  );
}

/** The delivery log of one webhook: each attempt, a test event, redelivery and a new secret. */
export function IntegrationDeliveries({
  integration,
  onSecret,
}: {
  integration: { id: number; title: string; has_secret: boolean };
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useIntegrationDeliveries(integration.id);
  const { ping, redeliver, rotateSecret } = useIntegrationActions(integration.id);
  const [open, setOpen] = useState<number | null>(null);
  const failed = (error: unknown) => showErrorNotice(describeError(error, t));

  const askRotate = () =>
    confirmAction({
      title: t('admin.integrations.rotateTitle'),
      message: t('admin.integrations.rotateBody'),
      confirmLabel: t('admin.integrations.rotate'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        rotateSecret.mutate(undefined, { onSuccess: ({ secret }) => onSecret(secret), onError: failed }),
    });

  return (
    <Stack gap="md">
      {!integration.has_secret && (
        <Alert color="yellow" role="status">
          {t('admin.integrations.unsigned')}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          loading={ping.isPending}
          onClick={() =>
            ping.mutate(undefined, {
              onSuccess: () => showSavedNotice(t('admin.integrations.pinged')),
              onError: failed,
            })
          }
        >
          {t('admin.integrations.ping')}
        </Button>
        <Button variant="default" loading={rotateSecret.isPending} onClick={askRotate}>
          {t('admin.integrations.rotate')}
        </Button>
      </Group>
      {query.isError && (
        <Alert color="red" role="alert">
          {describeError(query.error, t)}
        </Alert>
      )}
      {query.data?.length === 0 && <Text c="dimmed">{t('admin.integrations.deliveriesEmpty')}</Text>}
      {query.data && query.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table
            verticalSpacing="xs"
            aria-label={t('admin.integrations.deliveriesNamed', { name: integration.title })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.integrations.time')}</Table.Th>
                <Table.Th>{t('admin.integrations.event')}</Table.Th>
                <Table.Th>{t('admin.integrations.result')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((delivery) => {
                const last = delivery.attempts.at(-1);
                return (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>{format.dateTime(delivery.created_at)}</Table.Td>
                    <Table.Td>
                      <Code>{delivery.event}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Group gap="xs">
                          <Badge color={statusColours[delivery.status]} variant="light">
                            {t(`admin.integrations.status.${delivery.status}`)}
                          </Badge>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-expanded={open === delivery.id}
                            onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                          >
                            {t('admin.integrations.attemptsCount', { n: delivery.attempts.length })}
                          </Button>
                        </Group>
                        {delivery.next_attempt_at && (
                          <Text size="xs" c="dimmed">
                            {t('admin.integrations.nextAttempt', {
                              time: format.dateTime(delivery.next_attempt_at),
                            })}
                          </Text>
                        )}
                        {(open === delivery.id ? delivery.attempts : last ? [last] : []).map((attempt) => (
                          <Text size="xs" key={attempt.attempt} dir="auto">
                            {`#${attempt.attempt} · ${format.dateTime(attempt.at)} · ${
                              attempt.status_code ?? t('admin.integrations.noAnswer')
                            } · ${format.number(attempt.duration_ms)} ms${attempt.error ? ` · ${attempt.error}` : ''}`}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        loading={redeliver.isPending && redeliver.variables === delivery.id}
                        onClick={() =>
                          redeliver.mutate(delivery.id, {
                            onSuccess: () => showSavedNotice(t('admin.integrations.redelivered')),
                            onError: failed,
                          })
                        }
                      >
                        {t('admin.integrations.redeliver')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
