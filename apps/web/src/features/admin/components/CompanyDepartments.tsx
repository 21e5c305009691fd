import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Company } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../system/index.ts';
import { SaveBar } from './SaveBar.tsx';
import { useCompanySave } from './useCompanySave.ts';

/** Departments as chips: add, rename in place, remove; saved together. */
export function CompanyDepartments({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { save, noChanges, clearNoChanges, mutation } = useCompanySave(company);
  const [departments, setDepartments] = useState(company.departments);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [renaming, setRenaming] = useState<{ index: number; value: string } | null>(null);

  const change = (next: string[]) => {
    clearNoChanges();
    setDepartments(next);
  };
  const exists = (value: string, except?: number) =>
    departments.some((d, i) => i !== except && d.toLowerCase() === value.toLowerCase());

  const add = () => {
    const value = name.trim();
    if (!value) return setError(t('admin.departments.required'));
    if (exists(value)) return setError(t('admin.departments.exists'));
    setError(undefined);
    change([...departments, value]);
    setName('');
  };
  const finishRename = () => {
    if (!renaming) return;
    const value = renaming.value.trim();
    if (value && !exists(value, renaming.index))
      change(departments.map((d, i) => (i === renaming.index ? value : d)));
    setRenaming(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ departments }, t('admin.departments.saved'));
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('admin.departments.description')}
      </Text>
      {departments.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('admin.departments.empty')}
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-label={t('admin.departments.title')}>
          {departments.map((department, index) => (
            <Paper key={department} withBorder radius="xl" px="sm" py={4} role="listitem">
              {renaming?.index === index ? (
                <TextInput
                  size="xs"
                  aria-label={t('admin.departments.renameLabel', { name: department })}
                  value={renaming.value}
                  onChange={(event) => setRenaming({ index, value: event.currentTarget.value })}
                  onBlur={finishRename}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      finishRename();
                    } else if (event.key === 'Escape') setRenaming(null);
                  }}
                  autoFocus
                />
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{department}</Text>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('admin.departments.rename', { name: department })}
                    onClick={() => setRenaming({ index, value: department })}
                  >
                    <span aria-hidden="true">✎</span>
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('admin.departments.remove', { name: department })}
                    onClick={() => change(departments.filter((_, i) => i !== index))}
                  >
                    <span aria-hidden="true">×</span>
                  </ActionIcon>
                </Group>
              )}
            </Paper>
          ))}
        </Group>
      )}
      <Stack gap={4}>
        <Group align="flex-end">
          <TextInput
            label={t('admin.departments.new')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={error}
            w={260}
          />
          <Button variant="light" onClick={add}>
            {t('admin.departments.add')}
          </Button>
        </Group>
      </Stack>
      <SaveBar noChanges={noChanges} error={mutation.error} pending={mutation.isPending} />
    </FormStack>
  );
}
