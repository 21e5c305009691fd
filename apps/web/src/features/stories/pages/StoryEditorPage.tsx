import { Anchor, Button, Group, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentItem, contentProperties, type StorySlide } from '@spatium/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, importWithTimeout, isApiError } from '../../../platform/api/index.ts';
import { useContentItem, useUpdateContent } from '../../content/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { ChapterFields } from '../components/ChapterFields.tsx';
import { StoryNotFound } from '../components/StoryStates.tsx';

const ShareDialog = lazy(() =>
  importWithTimeout(() => import('../../sharelinks/index.ts')).then((m) => ({ default: m.ShareDialog })),
);

/**
 * /stories/{id}/edit: the story's chapters for those who may change it — add, edit, reorder,
 * remove (after a confirmation), make public — saved together; "Preview" opens the story as readers
 * see it, "Private link" makes a link that opens it without an account.
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
  const [sharing, setSharing] = useState(false);
  const update = useUpdateContent('stories');

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
        <Group gap="md">
          <Button variant="default" onClick={() => setSharing(true)}>
            {t('stories.editor.privateLink')}
          </Button>
          <Anchor component={Link} to={`/story/${item.id}`}>
            {t('stories.editor.preview')}
          </Anchor>
        </Group>
      </Group>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog
            kind="story"
            item={item.id}
            intro={t('share.intro.story')}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      )}
      <Switch
        label={t('content.properties.public')}
        description={t('content.properties.publicHint')}
        checked={isPublic}
        onChange={(event) => setPublic(event.currentTarget.checked)}
      />
      {slides.map((slide, index) => (
        <ChapterFields
          // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no id; their order is theirs
          key={index}
          story={item}
          slide={slide}
          number={index + 1}
          total={slides.length}
          onChange={(patch) => change(index, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => setSlides((all) => all.filter((_, i) => i !== index))}
        />
      ))}
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
