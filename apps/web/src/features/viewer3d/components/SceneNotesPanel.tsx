import { Button, Group, Modal, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { importances, type SceneNote, type SceneNoteType } from '@spatium/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteDraft, NoteFields } from '../hooks/useSceneNoting.ts';
import { markerOf } from '../scene/markers.ts';
import { SceneNoteForm } from './SceneNoteForm.tsx';

interface SceneNotesPanelProps {
  notes: SceneNote[];
  /** False for a signed-out visitor, who has nowhere to keep a note. */
  enabled: boolean;
  placing: SceneNoteType | null;
  onPlacing: (type: SceneNoteType | null) => void;
  draft: NoteDraft | null;
  editing: SceneNote | null;
  onEdit: (note: SceneNote) => void;
  onCloseForm: () => void;
  onSave: (fields: NoteFields) => Promise<unknown>;
  onFocus: (note: SceneNote) => void;
  onDelete: (note: SceneNote) => Promise<unknown>;
  /** Beside the notes' tools, e.g. the snapshot button. */
  children?: ReactNode;
}

const everything = 'all';

/**
 * Points of interest and annotations of a 3D viewer: the tools to place them, a list filtered by
 * importance or category (activating one flies the camera to it), editing and deleting with a question.
 */
export function SceneNotesPanel(props: SceneNotesPanelProps) {
  const { t } = useTranslation();
  const { notes, placing } = props;
  const [filter, setFilter] = useState(everything);
  const [deleting, setDeleting] = useState<SceneNote | null>(null);
  const [busy, setBusy] = useState(false);
  const categories = [...new Set(notes.flatMap((n) => (n.category ? [n.category] : [])))].sort();
  const shown = notes.filter(
    (n) =>
      filter === everything ||
      (filter.startsWith('importance:') && n.importance === filter.slice('importance:'.length)) ||
      (filter.startsWith('category:') && n.category === filter.slice('category:'.length)),
  );
  const describe = (n: SceneNote) =>
    n.type === 'poi'
      ? `${t('viewer3d.notes.poi')} · ${t(`viewer3d.notes.importance.${n.importance ?? 'medium'}`)}`
      : `${t('viewer3d.notes.annotation')} · ${n.category ?? ''}`;
  const formType = props.editing?.type ?? props.draft?.type;

  return (
    <Stack gap="xs" data-testid="scene-notes">
      <Title order={2} size="h5">
        {t('viewer3d.notes.title')}
      </Title>
      {props.enabled && (
        <>
          <Group gap="xs">
            {(['poi', 'annotation'] as const).map((type) => (
              <Button
                key={type}
                size="xs"
                variant={placing === type ? 'filled' : 'light'}
                aria-pressed={placing === type}
                onClick={() => props.onPlacing(placing === type ? null : type)}
              >
                {t(`viewer3d.notes.place.${type}`)}
              </Button>
            ))}
            {props.children}
          </Group>
          {placing && (
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" role="status">
                {t('viewer3d.notes.placeHint')}
              </Text>
              <Button size="compact-xs" variant="default" onClick={() => props.onPlacing(null)}>
                {t('common.cancel')}
              </Button>
            </Group>
          )}
        </>
      )}
      {notes.length > 0 && (
        <Select
          size="xs"
          label={t('viewer3d.notes.filter')}
          allowDeselect={false}
          value={filter}
          onChange={(value) => setFilter(value ?? everything)}
          data={[
            { value: everything, label: t('viewer3d.notes.all') },
            {
              group: t('viewer3d.notes.fields.importance'),
              items: importances.map((i) => ({
                value: `importance:${i}`,
                label: t(`viewer3d.notes.importance.${i}`),
              })),
            },
            ...(categories.length > 0
              ? [
                  {
                    group: t('viewer3d.notes.fields.category'),
                    items: categories.map((c) => ({ value: `category:${c}`, label: c })),
                  },
                ]
              : []),
          ]}
        />
      )}
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('viewer3d.notes.empty')}
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((n) => (
          <li key={n.id} data-testid="scene-note">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <UnstyledButton
                onClick={() => props.onFocus(n)}
                aria-label={`${t('viewer3d.notes.flyTo')}: ${n.title}`}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <span
                    aria-hidden
                    style={{
                      flex: 'none',
                      marginTop: 4,
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      background: markerOf(n).colour,
                    }}
                  />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} dir="auto">
                      {n.title}
                    </Text>
                    <Text size="xs" c="dimmed" dir="auto">
                      {describe(n)} · {n.author}
                    </Text>
                    {n.description && (
                      <Text size="xs" dir="auto" lineClamp={3}>
                        {n.description}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
              {n.may_edit && (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`${t('viewer3d.notes.editButton')}: ${n.title}`}
                    onClick={() => props.onEdit(n)}
                  >
                    {t('viewer3d.notes.editButton')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${t('viewer3d.notes.delete')}: ${n.title}`}
                    onClick={() => setDeleting(n)}
                  >
                    {t('viewer3d.notes.delete')}
                  </Button>
                </Group>
              )}
            </Group>
          </li>
        ))}
      </Stack>
      {formType && (
        <SceneNoteForm
          key={props.editing?.id ?? 'new'}
          type={formType}
          note={props.editing}
          onSave={props.onSave}
          onClose={props.onCloseForm}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('viewer3d.notes.deleteTitle', { name: deleting?.title ?? '' })}
      >
        <Stack gap="md">
          <Text>{t('viewer3d.notes.deleteQuestion', { name: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={async () => {
                if (!deleting) return;
                setBusy(true);
                try {
                  await props.onDelete(deleting);
                  setDeleting(null);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('viewer3d.notes.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
