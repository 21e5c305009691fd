import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Calculation, maxExpressionLength, parseExpression } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useCalculations, useCalculationWrites } from '../api/calculations.ts';

/**
 * The user's own constants and calculations (SPEC §3 `mycalc`): listed, added with the expression
 * checked as it is typed, deleted after confirming (SPEC §5). Applied to measurements elsewhere.
 */
export function CalculationsPanel() {
  const { t } = useTranslation();
  const calculations = useCalculations();
  const writes = useCalculationWrites();
  const [name, setName] = useState('');
  const [expression, setExpression] = useState('');
  const [unit, setUnit] = useState('');
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState<Calculation | null>(null);

  const parsed = parseExpression(expression);
  // Where the parser stopped says most; an empty text or one without x needs an example instead.
  const expressionError =
    (tried || expression !== '') && !parsed.ok
      ? ['unexpected', 'unclosed', 'unknownName'].includes(parsed.error.code)
        ? t('mycalc.errors.at', { position: parsed.error.at + 1 })
        : t('mycalc.errors.noX')
      : null;
  const nameError = tried && name.trim() === '' ? t('mycalc.errors.nameRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.ok || name.trim() === '') return;
    writes.create.mutate(
      { name, expression, unit },
      {
        onSuccess: () => {
          setName('');
          setExpression('');
          setUnit('');
          setTried(false);
        },
        onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
      },
    );
  };

  const list = calculations.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('mycalc.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('mycalc.intro')}
      </Text>
      {calculations.isError && (
        <Text size="sm" c="red" role="alert">
          {describeError(calculations.error, t)}
        </Text>
      )}
      {calculations.isSuccess && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('mycalc.empty')}
        </Text>
      )}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((c) => (
          <li key={c.id} data-testid="calculation">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" dir="auto">
                {c.name}: <code>{c.expression}</code> {c.unit}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`${t('mycalc.delete')}: ${c.name}`}
                onClick={() => setDeleting(c)}
              >
                {t('mycalc.delete')}
              </Button>
            </Group>
          </li>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <TextInput
            size="xs"
            label={t('mycalc.name')}
            value={name}
            maxLength={100}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              style={{ flex: 2 }}
              label={t('mycalc.expression')}
              placeholder="x * 2.4"
              value={expression}
              maxLength={maxExpressionLength}
              error={expressionError}
              onChange={(event) => setExpression(event.currentTarget.value)}
            />
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              label={t('mycalc.unit')}
              value={unit}
              maxLength={20}
              onChange={(event) => setUnit(event.currentTarget.value)}
            />
          </Group>
          <Button size="xs" type="submit" variant="light" loading={writes.create.isPending}>
            {t('mycalc.add')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('mycalc.deleteTitle', { name: deleting?.name ?? '' })}
      >
        <Stack gap="md">
          <Text>{t('mycalc.deleteQuestion', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={writes.remove.isPending}
              onClick={() =>
                deleting &&
                writes.remove.mutate(deleting.id, {
                  onSuccess: () => setDeleting(null),
                  onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
                })
              }
            >
              {t('mycalc.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
