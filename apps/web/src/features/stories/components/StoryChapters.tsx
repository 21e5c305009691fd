import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StoryViewer } from '@spatium/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../system/index.ts';
import { StoryChapter } from './StoryChapter.tsx';
import { chapterStep } from './StoryStates.tsx';

/**
 * The chapter layout under a header: one chapter at a time with previous and next (buttons, or the
 * arrow keys); `?chapter=` (from 1) is the chapter on screen, so a link can open any of them.
 */
export function StoryChapters({ story, header }: { story: StoryViewer; header: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const total = story.slides.length;
  const asked = Number(params.get('chapter') ?? '1');
  const index = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), Math.max(total, 1)) - 1 : 0;
  const chapterRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    moved.current = true;
    setParams({ chapter: String(next + 1) }, { replace: true });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = chapterStep(event);
      if (step === 0) return;
      const next = index + step;
      if (next < 0 || next >= total) return;
      event.preventDefault();
      moved.current = true;
      setParams({ chapter: String(next + 1) }, { replace: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, total, setParams]);

  // After a move the new chapter takes focus, so a screen reader reads it from its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chapter changes
  useEffect(() => {
    if (moved.current) chapterRef.current?.focus();
  }, [index]);

  const slide = story.slides[index];
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      {header}
      {!slide ? (
        <EmptyState message={t('stories.empty')} />
      ) : (
        <>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'xl' }}
            radius="md"
            ref={chapterRef}
            tabIndex={-1}
            role="region"
            aria-roledescription={t('stories.chapter')}
            aria-label={t('stories.chapterOf', { current: index + 1, total })}
          >
            <StoryChapter key={index} slide={slide} />
          </Paper>
          <Group justify="space-between" wrap="nowrap">
            <Button variant="default" onClick={() => go(index - 1)} disabled={index === 0}>
              ← {t('stories.previous')}
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('stories.chapterOf', { current: index + 1, total })}
            </Text>
            <Button onClick={() => go(index + 1)} disabled={index === total - 1}>
              {t('stories.next')} →
            </Button>
          </Group>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('stories.keyboardHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
