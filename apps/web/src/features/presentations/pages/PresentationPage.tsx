import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { StoryViewer } from '@spatium/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chapterStep, isInViewer, StoryChapter, WithStory } from '../../stories/index.ts';
import { EmptyState } from '../../system/index.ts';

/**
 * /presentation/{id}: a story's chapters as full-screen slides. The arrow keys (and Page Up/Down)
 * move between slides, Escape leaves for the story; the browser's full screen is asked for on start
 * and left with Escape too.
 */
export default function PresentationPage() {
  return <WithStory>{(story) => <Slides story={story} />}</WithStory>;
}

function Slides({ story }: { story: StoryViewer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const total = story.slides.length;
  const leave = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    void navigate(`/story/${story.id}`);
  }, [navigate, story.id]);

  useEffect(() => {
    stage.current?.focus();
    // Browsers allow full screen only after a click or key press; without one the slides fill the window.
    stage.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        leave();
        return;
      }
      // Space and the arrows turn a live 3D view's camera while it has focus.
      if (isInViewer(event)) return;
      const step = event.key === ' ' ? 1 : chapterStep(event);
      if (step === 0 && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const move = step || (event.key === 'ArrowDown' ? 1 : -1);
      event.preventDefault();
      setIndex((current) => Math.min(Math.max(current + move, 0), Math.max(total - 1, 0)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [leave, total]);

  const slide = story.slides[index];
  return (
    <Box
      ref={stage}
      tabIndex={-1}
      role="region"
      aria-roledescription={t('stories.presentation')}
      aria-label={story.title}
      pos="fixed"
      inset={0}
      bg="dark.8"
      style={{ zIndex: 300, overflow: 'auto', outline: 'none' }}
    >
      <Stack gap="md" p={{ base: 'md', sm: 'xl' }} mih="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed" size="sm" dir="auto" truncate>
            {story.title}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={leave}
            aria-label={t('stories.exitPresentation')}
            title={t('stories.exitPresentation')}
          >
            ✕
          </ActionIcon>
        </Group>
        <Box maw={1100} mx="auto" w="100%" aria-live="polite">
          {slide ? (
            <StoryChapter key={index} slide={slide} headingLevel={1} large />
          ) : (
            <EmptyState message={t('stories.empty')} />
          )}
        </Box>
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" onClick={() => setIndex(index - 1)} disabled={index === 0}>
            ← {t('stories.previous')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('stories.chapterOf', { current: Math.min(index + 1, total), total })}
          </Text>
          <Button onClick={() => setIndex(index + 1)} disabled={index >= total - 1}>
            {t('stories.next')} →
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
