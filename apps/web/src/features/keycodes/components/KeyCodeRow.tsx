import { Badge, Button, Code, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminUser, KeyCode } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { revealKeyCode, useAssignKeyCode, useMarkKeyCodeUsed } from '../api/keycodes.ts';

function MarkUsedForm({ code, onDone }: { code: KeyCode; onDone: () => void }) {
  const { t } = useTranslation();
  const [machine, setMachine] = useState('');
  const markUsed = useMarkKeyCodeUsed();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        markUsed.mutate(
          { id: code.id, machine },
          {
            onSuccess: onDone,
            onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
          },
        );
      }}
    >
      <Text size="sm" mb="sm">
        {t('keycodes.markUsedBody')}
      </Text>
      <TextInput
        label={t('keycodes.machine')}
        value={machine}
        onChange={(e) => setMachine(e.currentTarget.value)}
        required
        data-autofocus
      />
      <Group justify="end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={markUsed.isPending} disabled={machine.trim() === ''}>
          {t('keycodes.markUsed')}
        </Button>
      </Group>
    </form>
  );
}

/** One key code: its hint, user and state; copy, give to a user, mark used as allowed. */
export function KeyCodeRow({ code, members }: { code: KeyCode; members: AdminUser[] | undefined }) {
  const { t } = useTranslation();
  const assign = useAssignKeyCode();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      const { code: secret } = await revealKeyCode(code.id);
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error, t) });
    }
  };
  const openMarkUsed = () => {
    const id = modals.open({
      title: t('keycodes.markUsedTitle', { hint: code.hint }),
      children: <MarkUsedForm code={code} onDone={() => modals.close(id)} />,
    });
  };

  return (
    <Table.Tr data-testid={`keycode-${code.id}`}>
      <Table.Td>
        <Code>…{code.hint}</Code>
      </Table.Td>
      <Table.Td>
        {code.abilities.assign && members ? (
          <Select
            aria-label={t('keycodes.assignTo', { hint: code.hint })}
            placeholder={t('keycodes.nobody')}
            data={members.map((m) => ({ value: String(m.id), label: m.name || m.email }))}
            value={code.assigned_to ? String(code.assigned_to.id) : null}
            onChange={(value) =>
              assign.mutate(
                { id: code.id, userId: value === null ? null : Number(value) },
                {
                  onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
                },
              )
            }
            clearable
            searchable
            size="xs"
          />
        ) : (
          <Text size="sm">{code.assigned_to?.name ?? t('keycodes.nobody')}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={code.used ? 'gray' : 'green'} variant="light">
          {code.used ? t('keycodes.used') : t('keycodes.notUsed')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{code.machine ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {code.abilities.reveal && (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              aria-label={t('keycodes.copyCode', { hint: code.hint })}
            >
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
          {code.abilities.mark_used && (
            <Button size="xs" variant="default" onClick={openMarkUsed}>
              {t('keycodes.markUsed')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
