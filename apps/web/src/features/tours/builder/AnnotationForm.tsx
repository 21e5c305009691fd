import { Button, Group, Modal, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { type AnnotationCategory, importances, limits } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Importance } from '../viewer/annotationFilters.ts';
import { type AnnotationInput, type PointInput, textProblem } from './annotations.ts';

export type PlacedInput =
  | { kind: 'point'; value: PointInput }
  | { kind: 'annotation'; value: AnnotationInput };

/** The fields of a point of interest (title, description, importance) or an annotation (… category). */
export function AnnotationForm({
  editing,
  categories,
  onSubmit,
  onClose,
}: {
  /** What is being added or edited; null keeps the dialog closed. */
  editing: PlacedInput | null;
  categories: AnnotationCategory[];
  onSubmit: (input: PlacedInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title =
    editing?.kind === 'annotation'
      ? t('tours.annotations.annotation')
      : t('tours.annotations.pointOfInterest');
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} centered>
      {editing && (
        <PlacedFields initial={editing} categories={categories} onSubmit={onSubmit} onClose={onClose} />
      )}
    </Modal>
  );
}

function PlacedFields({
  initial,
  categories,
  onSubmit,
  onClose,
}: {
  initial: PlacedInput;
  categories: AnnotationCategory[];
  onSubmit: (input: PlacedInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial.value.title);
  const [description, setDescription] = useState(initial.value.description);
  const [importance, setImportance] = useState<Importance>(
    initial.kind === 'point' ? initial.value.importance : 'medium',
  );
  const [category, setCategory] = useState(
    initial.kind === 'annotation' ? initial.value.category : (categories[0]?.id ?? ''),
  );
  const [checked, setChecked] = useState(false);
  const problems = {
    title: textProblem(title, true),
    description: textProblem(description, false),
  };
  const message = (problem: 'required' | 'tooShort' | null) =>
    !checked || !problem
      ? undefined
      : problem === 'required'
        ? t('serverMessages.titleRequired')
        : t('tours.annotations.tooShort', { min: limits.annotationMinLength });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (problems.title || problems.description) return;
        onSubmit(
          initial.kind === 'point'
            ? { kind: 'point', value: { title, description, importance } }
            : { kind: 'annotation', value: { title, description, category } },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('tours.annotations.fields.title')}
          description={t('tours.annotations.minLength', { min: limits.annotationMinLength })}
          required
          data-autofocus
          value={title}
          error={message(problems.title)}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label={t('tours.annotations.fields.description')}
          autosize
          minRows={3}
          maxRows={10}
          value={description}
          error={message(problems.description)}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {initial.kind === 'point' ? (
          <Radio.Group
            label={t('tours.annotations.fields.importance')}
            value={importance}
            onChange={(value) => setImportance(value as Importance)}
          >
            <Group gap="md" mt={4}>
              {importances.map((level) => (
                <Radio key={level} value={level} label={t(`tours.annotations.importances.${level}`)} />
              ))}
            </Group>
          </Radio.Group>
        ) : (
          <NativeSelect
            label={t('tours.annotations.fields.category')}
            required
            data={categories.map((c) => ({ value: c.id, label: c.name }))}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
