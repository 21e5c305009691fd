import {
  ActionIcon,
  Button,
  Group,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Note, noteMaxLength } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useMonthNotes, useNoteMutations } from '../api/widgets.ts';
import { type Month, monthWeeks, shiftMonth, todayOf } from '../calendar.ts';

/** The first weekday of the locale (0 Sunday … 6 Saturday); Monday where the browser cannot say. */
function firstDayOf(locale: string): number {
  const info = (
    new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
  ).getWeekInfo?.();
  return info ? info.firstDay % 7 : 1;
}

/** A month with the user's notes: pick a day, then read, add, change or delete its notes. */
export function CalendarWidget({ initial }: { initial: { month: Month; notes: Note[] } }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const today = todayOf();
  const [month, setMonth] = useState(initial.month);
  const [selected, setSelected] = useState(today);
  const notes = useMonthNotes(month, initial);
  const firstDay = firstDayOf(locale);
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 1 + ((firstDay + i) % 7))),
    ),
  );
  const monthLabel = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const notesOf = (day: string) => (notes.data ?? []).filter((n) => n.day === day);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap={4}>
        <ActionIcon
          variant="subtle"
          aria-label={t('dashboard.previousMonth')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Text size="sm" fw={600} aria-live="polite">
          {monthLabel}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('dashboard.nextMonth')}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
      <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'center' }}>
        <VisuallyHidden component="caption">{monthLabel}</VisuallyHidden>
        <thead>
          <tr>
            {weekdays.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: narrow names repeat (T, T; S, S)
              <th key={i} scope="col" style={{ fontSize: 11, fontWeight: 500, opacity: 0.7 }}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, firstDay).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => (
                <td key={day ?? `empty-${i}`} style={{ padding: 1 }}>
                  {day && (
                    <UnstyledButton
                      onClick={() => setSelected(day)}
                      aria-pressed={day === selected}
                      aria-label={
                        notesOf(day).length > 0
                          ? t('dashboard.dayWithNotes', { day: dayLabel(day) })
                          : dayLabel(day)
                      }
                      aria-current={day === today ? 'date' : undefined}
                      style={{
                        width: '100%',
                        borderRadius: 4,
                        fontSize: 12,
                        padding: '2px 0',
                        fontWeight: day === today ? 700 : 400,
                        background: day === selected ? 'var(--mantine-color-teal-9)' : undefined,
                        color: day === selected ? 'var(--mantine-color-white)' : undefined,
                        outlineOffset: -2,
                      }}
                    >
                      {Number(day.slice(8))}
                      <span
                        aria-hidden="true"
                        style={{
                          display: 'block',
                          height: 4,
                          lineHeight: '4px',
                          color: 'var(--mantine-color-teal-4)',
                        }}
                      >
                        {notesOf(day).length > 0 ? '•' : ''}
                      </span>
                    </UnstyledButton>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <DayNotes day={selected} label={dayLabel(selected)} notes={notesOf(selected)} />
    </Stack>
  );
}

function DayNotes({ day, label, notes }: { day: string; label: string; notes: Note[] }) {
  const { t } = useTranslation();
  const { add, update, remove } = useNoteMutations();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('dashboard.noteFailed'), message: describeError(error, t) });
  const confirmDelete = (note: Note) =>
    modals.openConfirmModal({
      title: t('dashboard.deleteNoteTitle'),
      children: <Text size="sm">{t('dashboard.deleteNoteBody', { text: note.text })}</Text>,
      labels: { confirm: t('content.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(note.id, { onError: failed }),
    });
  return (
    <Stack gap={6} component="section" aria-label={t('dashboard.notesOf', { day: label })}>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      {notes.map((note) =>
        editing?.id === note.id ? (
          <Stack key={note.id} gap={4}>
            <Textarea
              size="xs"
              autosize
              maxLength={noteMaxLength}
              label={t('dashboard.editNote')}
              value={editing.text}
              onChange={(event) => setEditing({ id: note.id, text: event.currentTarget.value })}
            />
            <Group gap={4} justify="flex-end">
              <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                size="compact-xs"
                loading={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: note.id, body: { day, text: editing.text } },
                    { onSuccess: () => setEditing(null), onError: failed },
                  )
                }
              >
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group key={note.id} gap={4} wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} dir="auto">
              {note.text}
            </Text>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={t('dashboard.editNoteOf', { text: note.text })}
              onClick={() => setEditing({ id: note.id, text: note.text })}
            >
              <span aria-hidden="true">✎</span>
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('dashboard.deleteNoteOf', { text: note.text })}
              onClick={() => confirmDelete(note)}
            >
              <span aria-hidden="true">🗑</span>
            </ActionIcon>
          </Group>
        ),
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          add.mutate({ day, text: draft }, { onSuccess: () => setDraft(''), onError: failed });
        }}
      >
        <Group gap={4} wrap="nowrap" align="flex-end">
          <Textarea
            size="xs"
            autosize
            maxRows={3}
            maxLength={noteMaxLength}
            label={t('dashboard.newNote')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button size="xs" type="submit" loading={add.isPending} disabled={!draft.trim()}>
            {t('dashboard.addNote')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
