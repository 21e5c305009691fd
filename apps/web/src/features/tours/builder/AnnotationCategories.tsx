import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AnnotationCategory } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AnnotationDraft,
  addCategory,
  categoryColours,
  categoryNameProblem,
  categoryUsage,
  editCategory,
  nextCategoryColour,
  removeCategory,
} from './annotations.ts';

/** The tour's annotation categories: name and colour of each, added and removed here. */
export function AnnotationCategories({
  draft,
  onChange,
}: {
  draft: AnnotationDraft;
  onChange: (draft: AnnotationDraft) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const { categories } = draft;
  const newProblem = categoryNameProblem(categories, name);
  const problemText = (problem: 'required' | 'taken' | null) =>
    problem === 'required'
      ? t('tours.annotations.nameRequired')
      : problem === 'taken'
        ? t('tours.annotations.nameTaken')
        : undefined;

  const add = () => {
    setTried(true);
    if (newProblem) return;
    onChange({ ...draft, categories: addCategory(categories, name, nextCategoryColour(categories)) });
    setName('');
    setTried(false);
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('tours.annotations.categoriesTitle')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('tours.annotations.categoriesHint')}
        </Text>
        {categories.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('tours.annotations.noCategories')}
          </Text>
        )}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {categories.map((category) => (
            <Group key={category.id} component="li" gap={6} wrap="nowrap" align="flex-start">
              <CategoryColour
                label={t('tours.annotations.colourOf', { name: category.name })}
                colour={category.color}
                onChange={(color) =>
                  onChange({ ...draft, categories: editCategory(categories, category.id, { color }) })
                }
              />
              <TextInput
                flex={1}
                size="xs"
                aria-label={t('tours.annotations.nameOf', { name: category.name })}
                value={category.name}
                error={problemText(categoryNameProblem(categories, category.name, category.id))}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    categories: editCategory(categories, category.id, { name: event.currentTarget.value }),
                  })
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={2}
                aria-label={t('tours.annotations.removeCategory', { name: category.name })}
                onClick={() => confirmRemove(category)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              size="xs"
              aria-label={t('tours.annotations.newCategory')}
              placeholder={t('tours.annotations.newCategory')}
              value={name}
              error={tried ? problemText(newProblem) : undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button size="xs" type="submit" variant="light">
              {t('tours.annotations.addCategory')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );

  function confirmRemove(category: AnnotationCategory) {
    const usage = categoryUsage(draft.scenes, category.id);
    const others = categories.filter((c) => c.id !== category.id);
    // Moving is the default: removing annotations is the choice that loses work.
    const choice = { moveTo: others[0]?.id ?? null };
    modals.openConfirmModal({
      title: t('tours.annotations.removeCategoryTitle', { name: category.name }),
      children:
        usage.annotations === 0 ? (
          <Text size="sm">{t('tours.annotations.removeUnused')}</Text>
        ) : (
          <RemovalChoice usage={usage} others={others} onChoose={(id) => (choice.moveTo = id)} />
        ),
      labels: { confirm: t('tours.annotations.removeCategoryConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => onChange(removeCategory(draft, category.id, choice.moveTo)),
    });
  }
}

/** What happens to the annotations of a category being removed: moved to another, or removed too. */
function RemovalChoice({
  usage,
  others,
  onChoose,
}: {
  usage: { annotations: number; scenes: number };
  others: AnnotationCategory[];
  onChoose: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(others[0]?.id ?? '');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('tours.annotations.removeUsed', { annotations: usage.annotations, scenes: usage.scenes })}
      </Text>
      <NativeSelect
        label={t('tours.annotations.theirFate')}
        data={[
          ...others.map((c) => ({ value: c.id, label: t('tours.annotations.moveThemTo', { name: c.name }) })),
          { value: '', label: t('tours.annotations.removeThemToo') },
        ]}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onChoose(event.currentTarget.value || null);
        }}
      />
    </Stack>
  );
}

/** A colour field that lets a hex code be typed out: only a whole #rrggbb reaches the tour. */
function CategoryColour({
  label,
  colour,
  onChange,
}: {
  label: string;
  colour: string;
  onChange: (colour: string) => void;
}) {
  const [text, setText] = useState(colour);
  return (
    <ColorInput
      w={120}
      size="xs"
      aria-label={label}
      format="hex"
      // Mantine's eye-dropper button has no accessible name; the swatches and hex input suffice.
      withEyeDropper={false}
      swatches={[...categoryColours]}
      value={text}
      onChange={(value) => {
        setText(value);
        if (/^#[0-9a-f]{6}$/i.test(value)) onChange(value.toLowerCase());
      }}
      onBlur={() => setText(colour)}
    />
  );
}
