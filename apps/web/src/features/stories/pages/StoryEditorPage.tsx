import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentItem, contentProperties, type StorySlide } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { useContentItem, useContentList, useUpdateContent } from '../../content/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { StoryNotFound } from '../components/StoryStates.tsx';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * /stories/{id}/edit: the story's chapters for those who may change it — add, edit, reorder,
 * remove, make public — saved together; "Preview" opens the story as readers see it.
 */
export default function StoryEditorPage() {
  const id = Number(useParams().id);
  const query = useContentItem('stories', Number.isInteger(id) && id > 0 ? id : 0);
  if (!Number.isInteger(id) || id <= 0) return <StoryNotFound />;
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <StoryNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.abilities.update) return <StoryNotFound />;
  return <Editor item={query.data} />;
}

function Editor({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const initial = contentProperties.stories.parse(item.properties);
  const [isPublic, setPublic] = useState(initial.public);
  const [slides, setSlides] = useState<StorySlide[]>(initial.slides);
  const update = useUpdateContent('stories');
  const tours = useContentList('tours', {});
  const images = item.files.filter((f) => imageTypes.includes(f.type));

  const change = (index: number, patch: Partial<StorySlide>) =>
    setSlides((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) =>
    setSlides((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  const save = () =>
    update.mutate(
      { id: item.id, data: { properties: { public: isPublic, slides } } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('stories.editor.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
      },
    );

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1} dir="auto">
          {item.title}
        </Title>
        <Anchor component={Link} to={`/story/${item.id}`}>
          {t('stories.editor.preview')}
        </Anchor>
      </Group>
      <Switch
        label={t('content.properties.public')}
        description={t('content.properties.publicHint')}
        checked={isPublic}
        onChange={(event) => setPublic(event.currentTarget.checked)}
      />
      {slides.map((slide, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no id; their order is theirs
          <Paper key={index} withBorder p="md" radius="md" component="fieldset">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <TextInput
                  flex={1}
                  label={`${t('stories.chapter')} ${number}: ${t('stories.editor.chapterTitle')}`}
                  value={slide.title}
                  maxLength={200}
                  required
                  dir="auto"
                  onChange={(event) => change(index, { title: event.currentTarget.value })}
                />
                <Group gap={4} mt="lg" wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('stories.editor.moveUp', { number })}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    disabled={index === slides.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('stories.editor.moveDown', { number })}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    onClick={() => setSlides((all) => all.filter((_, i) => i !== index))}
                    aria-label={t('stories.editor.remove', { number })}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
              <Textarea
                label={t('stories.editor.text')}
                value={slide.body}
                autosize
                minRows={3}
                maxLength={20_000}
                dir="auto"
                onChange={(event) => change(index, { body: event.currentTarget.value })}
              />
              <Group grow align="flex-start">
                <Select
                  label={t('stories.editor.image')}
                  placeholder={t('stories.editor.noImage')}
                  data={images.map((f) => ({ value: String(f.id), label: f.name }))}
                  value={slide.image === null ? null : String(slide.image)}
                  onChange={(value) => change(index, { image: value ? Number(value) : null })}
                  clearable
                />
                <Select
                  label={t('stories.editor.embed')}
                  placeholder={t('stories.editor.noEmbed')}
                  data={(tours.data ?? [])
                    .filter((tour) => tour.company === item.company)
                    .map((tour) => ({ value: String(tour.id), label: tour.title }))}
                  value={slide.embed?.kind === 'tours' ? String(slide.embed.id) : null}
                  onChange={(value) =>
                    change(index, { embed: value ? { kind: 'tours', id: Number(value) } : null })
                  }
                  clearable
                  searchable
                />
              </Group>
              <TextInput
                label={t('stories.editor.link')}
                type="url"
                value={slide.media ?? ''}
                onChange={(event) => change(index, { media: event.currentTarget.value.trim() || null })}
              />
            </Stack>
          </Paper>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="light"
          onClick={() =>
            setSlides((all) => [...all, { title: '', body: '', media: null, image: null, embed: null }])
          }
        >
          + {t('stories.editor.addChapter')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
