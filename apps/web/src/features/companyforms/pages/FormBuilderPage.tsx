import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentItem, type FormField, formFieldTypes } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { type FormDefinition, formDefinition, useForm, useSaveForm } from '../api/forms.ts';

const blankField = (index: number): FormField => ({
  name: `field_${index}`,
  label: '',
  type: 'text',
  options: [],
  required: false,
  min: null,
  max: null,
  pattern: null,
});

function FieldEditor({
  field,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  field: FormField;
  index: number;
  count: number;
  onChange: (field: FormField) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const bounds = field.type === 'number' || field.type === 'text' || field.type === 'textarea';
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={t('companyforms.fieldN', { n })}>
      <Stack gap="xs">
        <Group grow align="end">
          <TextInput
            label={t('companyforms.fieldLabel')}
            value={field.label}
            onChange={(e) => set({ label: e.currentTarget.value })}
          />
          <Select
            label={t('companyforms.fieldType')}
            data={formFieldTypes.map((type) => ({ value: type, label: t(`companyforms.types.${type}`) }))}
            value={field.type}
            onChange={(v) => v && set({ type: v as FormField['type'] })}
            allowDeselect={false}
          />
        </Group>
        {field.type === 'select' && (
          <Textarea
            label={t('companyforms.options')}
            description={t('companyforms.optionsHelp')}
            autosize
            value={field.options.join('\n')}
            onChange={(e) =>
              set({
                options: e.currentTarget.value
                  .split('\n')
                  .map((o) => o.trim())
                  .filter(Boolean),
              })
            }
          />
        )}
        {bounds && (
          <Group grow>
            <NumberInput
              label={t('companyforms.min')}
              value={field.min ?? ''}
              onChange={(v) => set({ min: typeof v === 'number' ? v : null })}
            />
            <NumberInput
              label={t('companyforms.max')}
              value={field.max ?? ''}
              onChange={(v) => set({ max: typeof v === 'number' ? v : null })}
            />
          </Group>
        )}
        {(field.type === 'text' || field.type === 'textarea') && (
          <TextInput
            label={t('companyforms.pattern')}
            description={t('companyforms.patternHelp')}
            value={field.pattern ?? ''}
            onChange={(e) => set({ pattern: e.currentTarget.value || null })}
          />
        )}
        <Group justify="space-between">
          <Switch
            label={t('companyforms.required')}
            checked={field.required}
            onChange={(e) => set({ required: e.currentTarget.checked })}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={t('companyforms.moveUp', { n })}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={t('companyforms.moveDown', { n })}
            >
              ↓
            </ActionIcon>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('companyforms.removeN', { n })}
            >
              {t('companyforms.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function Builder({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const [definition, setDefinition] = useState<FormDefinition>(() => formDefinition(item));
  const save = useSaveForm(item);
  const fields = definition.fields;
  const setFields = (next: FormField[]) => setDefinition({ ...definition, fields: next });
  const nextIndex = () => Math.max(0, ...fields.map((f) => Number(f.name.replace(/^field_/, '')) || 0)) + 1;

  return (
    <Stack gap="md">
      <Title order={1} dir="auto">
        {t('companyforms.buildTitle', { title: item.title })}
      </Title>
      {fields.map((field, index) => (
        <FieldEditor
          key={field.name}
          field={field}
          index={index}
          count={fields.length}
          onChange={(changed) => setFields(fields.map((f, i) => (i === index ? changed : f)))}
          onMove={(to) => {
            const next = [...fields];
            const [moved] = next.splice(index, 1);
            next.splice(to, 0, moved!);
            setFields(next);
          }}
          onRemove={() => setFields(fields.filter((_, i) => i !== index))}
        />
      ))}
      <Group>
        <Button variant="light" onClick={() => setFields([...fields, blankField(nextIndex())])}>
          {t('companyforms.addField')}
        </Button>
      </Group>
      <Switch
        label={t('companyforms.publish')}
        checked={definition.published}
        onChange={(e) => setDefinition({ ...definition, published: e.currentTarget.checked })}
      />
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(definition, {
              onSuccess: () => notifications.show({ color: 'green', message: t('companyforms.saved') }),
              onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
            })
          }
        >
          {t('common.save')}
        </Button>
        <Button component={Link} to={`/companyforms/${item.id}`} variant="default">
          {t('companyforms.preview')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /companyforms/{id}/edit: the questions of a form, their validation, and publishing it. */
export default function FormBuilderPage() {
  const id = Number(useParams().id);
  const form = useForm(id);
  if (form.isPending) return <LoadingState lines={6} />;
  if (form.isError) return <ErrorState error={form.error} onRetry={() => void form.refetch()} />;
  return <Builder key={form.data.updated_at} item={form.data} />;
}
