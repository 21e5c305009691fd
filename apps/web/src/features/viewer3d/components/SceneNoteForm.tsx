import { Button, ColorSwatch, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { importances, limits, type SceneNote, type SceneNoteType } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAnnotationStyles } from '../api/sceneNotes.ts';
import type { NoteFields } from '../hooks/useSceneNoting.ts';
import { defaultAnnotationColour } from '../scene/markers.ts';

interface SceneNoteFormProps {
  type: SceneNoteType;
  /** The note being edited; a new one when absent. */
  note: SceneNote | null;
  onSave: (fields: NoteFields) => Promise<unknown>;
  onClose: () => void;
}

// SPEC §5: annotation text needs at least 3 characters (a description may be left empty).
const tooShort = (value: string, optional: boolean) =>
  value.trim().length < limits.annotationMinLength && !(optional && value.trim().length === 0);

/** The form of a point of interest (title, description, importance) or annotation (… category, colour). */
export function SceneNoteForm({ type, note, onSave, onClose }: SceneNoteFormProps) {
  const { t } = useTranslation();
  const styles = useMyAnnotationStyles(type === 'annotation');
  const [title, setTitle] = useState(note?.title ?? '');
  const [description, setDescription] = useState(note?.description ?? '');
  const [importance, setImportance] = useState<(typeof importances)[number]>(note?.importance ?? 'medium');
  const [category, setCategory] = useState(note?.category ?? '');
  const [color, setColor] = useState<string | null>(note?.color ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleError = submitted && tooShort(title, false) ? t('viewer3d.notes.tooShort') : undefined;
  const descriptionError =
    submitted && tooShort(description, true) ? t('viewer3d.notes.tooShort') : undefined;
  const categoryError =
    submitted && type === 'annotation' && tooShort(category, false)
      ? t('viewer3d.notes.tooShort')
      : undefined;
  const colours = [
    ...new Set([defaultAnnotationColour, ...(styles.data ?? []).map((style) => style.color.toLowerCase())]),
  ];

  const submit = async () => {
    setSubmitted(true);
    if (tooShort(title, false) || tooShort(description, true)) return;
    if (type === 'annotation' && tooShort(category, false)) return;
    setBusy(true);
    try {
      await onSave(
        type === 'poi'
          ? { title: title.trim(), description: description.trim(), importance }
          : { title: title.trim(), description: description.trim(), category: category.trim(), color },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(note ? `viewer3d.notes.edit.${type}` : `viewer3d.notes.new.${type}`)}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('viewer3d.notes.fields.title')}
            required
            data-autofocus
            value={title}
            error={titleError}
            maxLength={200}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Textarea
            label={t('viewer3d.notes.fields.description')}
            value={description}
            error={descriptionError}
            autosize
            minRows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {type === 'poi' ? (
            <Select
              label={t('viewer3d.notes.fields.importance')}
              allowDeselect={false}
              value={importance}
              data={importances.map((value) => ({ value, label: t(`viewer3d.notes.importance.${value}`) }))}
              onChange={(value) => value && setImportance(value as (typeof importances)[number])}
            />
          ) : (
            <>
              <TextInput
                label={t('viewer3d.notes.fields.category')}
                required
                value={category}
                error={categoryError}
                maxLength={60}
                onChange={(event) => setCategory(event.currentTarget.value)}
              />
              <Stack gap={4}>
                <Text size="sm" id="note-colour">
                  {t('viewer3d.notes.fields.colour')}
                </Text>
                <Group gap="xs" role="radiogroup" aria-labelledby="note-colour">
                  {colours.map((swatch) => {
                    const style = styles.data?.find((s) => s.color.toLowerCase() === swatch);
                    const name = style?.title ?? t('viewer3d.notes.defaultColour');
                    const chosen = (color ?? defaultAnnotationColour) === swatch;
                    return (
                      <ColorSwatch
                        key={swatch}
                        component="button"
                        type="button"
                        role="radio"
                        aria-checked={chosen}
                        aria-label={name}
                        title={name}
                        color={swatch}
                        style={{
                          outline: chosen ? '2px solid var(--mantine-color-text)' : undefined,
                          outlineOffset: 2,
                        }}
                        onClick={() => setColor(swatch === defaultAnnotationColour ? null : swatch)}
                      />
                    );
                  })}
                </Group>
              </Stack>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
