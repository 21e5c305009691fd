import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type ContentItem,
  isStoryLiveKind,
  type StoryEmbedKind,
  type StoryLiveKind,
  type StorySlide,
  storyEmbedKinds,
} from '@spatium/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useContentList, useUpdateContent } from '../../content/index.ts';
import { FileUploader } from '../../uploads/index.ts';
import { LiveEmbed } from './LiveEmbed.tsx';
import type { LiveView } from './LiveScene.tsx';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * One chapter in the editor: title, text, a picture (one of the story's, or a new upload), an item
 * of the story's company to embed (any kind a chapter can show), a link, and its place in the order.
 */
export function ChapterFields({
  story,
  slide,
  number,
  total,
  onChange,
  onMove,
  onRemove,
}: {
  story: ContentItem;
  slide: StorySlide;
  number: number;
  total: number;
  onChange: (patch: Partial<StorySlide>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const images = story.files.filter((f) => imageTypes.includes(f.type));
  const [uploading, setUploading] = useState(false);

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('stories.editor.removeTitle', { number }),
      children: (
        <Text size="sm">
          {t('stories.editor.removeBody', { title: slide.title || t('stories.editor.untitled') })}
        </Text>
      ),
      labels: { confirm: t('stories.editor.removeConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: onRemove,
    });

  return (
    <Paper withBorder p="md" radius="md" component="fieldset">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <TextInput
            flex={1}
            label={`${t('stories.chapter')} ${number}: ${t('stories.editor.chapterTitle')}`}
            value={slide.title}
            maxLength={200}
            required
            dir="auto"
            onChange={(event) => onChange({ title: event.currentTarget.value })}
          />
          <Group gap={4} mt="lg" wrap="nowrap">
            <ActionIcon
              variant="default"
              disabled={number === 1}
              onClick={() => onMove(-1)}
              aria-label={t('stories.editor.moveUp', { number })}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              disabled={number === total}
              onClick={() => onMove(1)}
              aria-label={t('stories.editor.moveDown', { number })}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              onClick={confirmRemove}
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
          onChange={(event) => onChange({ body: event.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <Select
            label={t('stories.editor.image')}
            placeholder={t('stories.editor.noImage')}
            data={images.map((f) => ({ value: String(f.id), label: f.name }))}
            value={slide.image === null ? null : String(slide.image)}
            onChange={(value) => onChange({ image: value ? Number(value) : null })}
            clearable
          />
          <Button variant="default" mt="lg" onClick={() => setUploading((open) => !open)}>
            {t('stories.editor.uploadPicture')}
          </Button>
        </Group>
        {uploading && (
          <PictureUpload story={story} number={number} onUploaded={(image) => onChange({ image })} />
        )}
        <EmbedPicker story={story} embed={slide.embed} onChange={(embed) => onChange({ embed })} />
        <TextInput
          label={t('stories.editor.link')}
          type="url"
          value={slide.media ?? ''}
          onChange={(event) => onChange({ media: event.currentTarget.value.trim() || null })}
        />
      </Stack>
    </Paper>
  );
}

/**
 * Uploads through the usual resumable path (with progress); a finished picture is attached to the
 * story at once, so it is one of the story's images when the chapter is saved with it. The uploader
 * stays open with the finished upload listed until the editor closes it.
 */
function PictureUpload({
  story,
  number,
  onUploaded,
}: {
  story: ContentItem;
  number: number;
  onUploaded: (fileId: number) => void;
}) {
  const { t } = useTranslation();
  const attach = useUpdateContent('stories');
  const attached = useRef(new Set(story.files.map((f) => f.id)));
  return (
    <FileUploader
      purpose="story"
      label={t('stories.editor.uploadFor', { number })}
      onChange={(ids) => {
        const fresh = ids.filter((id) => !attached.current.has(id));
        if (fresh.length === 0) return;
        for (const id of fresh) attached.current.add(id);
        attach.mutate(
          { id: story.id, data: { files: [...attached.current] } },
          {
            onSuccess: (updated: ContentItem) => {
              const picture = updated.files.find((f) => fresh.includes(f.id) && imageTypes.includes(f.type));
              if (picture) onUploaded(picture.id);
              else notifications.show({ color: 'red', message: t('stories.editor.notAPicture') });
            },
            onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
          },
        );
      }}
    />
  );
}

/**
 * The kind, then the item: only items of the story's company that the editor may see are offered. A
 * cloud, BIM or 3D model then opens at a view the editor chooses in the live view itself.
 */
function EmbedPicker({
  story,
  embed,
  onChange,
}: {
  story: ContentItem;
  embed: StorySlide['embed'];
  onChange: (embed: StorySlide['embed']) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<StoryEmbedKind | null>(embed?.kind ?? null);
  const items = useContentList(kind ?? 'tours', {}, kind !== null);
  const offered = (kind ? (items.data ?? []) : []).filter((item) => item.company === story.company);
  const chosen = embed && embed.kind === kind ? offered.find((item) => item.id === embed.id) : undefined;
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label={t('stories.editor.embedKind')}
          placeholder={t('stories.editor.noEmbed')}
          data={storyEmbedKinds.map((value) => ({ value, label: t(`content.kind.${value}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value as StoryEmbedKind | null);
            onChange(null);
          }}
          clearable
        />
        <Select
          label={t('stories.editor.embed')}
          placeholder={t('stories.editor.noEmbed')}
          disabled={kind === null}
          data={offered.map((item) => ({ value: String(item.id), label: item.title }))}
          value={embed && embed.kind === kind ? String(embed.id) : null}
          onChange={(value) => onChange(value && kind ? { kind, id: Number(value), view: null } : null)}
          clearable
          searchable
        />
      </Group>
      {embed && chosen && isStoryLiveKind(embed.kind) && (
        <ViewChooser
          kind={embed.kind}
          id={embed.id}
          title={chosen.title}
          view={embed.view}
          onChange={(view) => onChange({ ...embed, view })}
        />
      )}
    </Stack>
  );
}

/** Where the chapter's live view opens: the editor moves the camera in a live view and keeps it. */
function ViewChooser({
  kind,
  id,
  title,
  view,
  onChange,
}: {
  kind: StoryLiveKind;
  id: number;
  title: string;
  view: LiveView | null;
  onChange: (view: LiveView | null) => void;
}) {
  const { t } = useTranslation();
  const [isChoosing, setChoosing] = useState(false);
  const reader = useRef<(() => LiveView) | null>(null);
  return (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {t(view ? 'stories.editor.viewChosen' : 'stories.editor.viewWhole')}
      </Text>
      <Button size="xs" variant="default" onClick={() => setChoosing(true)}>
        {t('stories.editor.chooseView')}
      </Button>
      {view && (
        <Button size="xs" variant="subtle" onClick={() => onChange(null)}>
          {t('stories.editor.resetView')}
        </Button>
      )}
      <Modal
        opened={isChoosing}
        onClose={() => setChoosing(false)}
        title={t('stories.editor.viewDialog')}
        size="xl"
      >
        {isChoosing && (
          <Stack gap="sm">
            <Text size="sm">{t('stories.editor.viewHint')}</Text>
            <LiveEmbed
              kind={kind}
              id={id}
              title={title}
              access="member"
              view={view}
              viewReader={reader}
              footer={
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setChoosing(false)}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    onClick={() => {
                      const read = reader.current;
                      if (read) onChange(read());
                      setChoosing(false);
                    }}
                  >
                    {t('stories.editor.useView')}
                  </Button>
                </Group>
              }
            />
          </Stack>
        )}
      </Modal>
    </Group>
  );
}
