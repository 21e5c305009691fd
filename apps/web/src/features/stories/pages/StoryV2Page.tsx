import { Anchor, Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { StoryViewer } from '@spatium/contracts';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../system/index.ts';
import { StoryChapter } from '../components/StoryChapter.tsx';
import { StoryHeader } from '../components/StoryHeader.tsx';
import { chapterStep, WithStory } from '../components/StoryStates.tsx';

/**
 * /storyv2/{id}: the scrolling layout ("scrollytelling"). Every chapter follows the one before on
 * one long page; the chapter list jumps to any of them, and the arrow keys go to the next or previous.
 */
export default function StoryV2Page() {
  return <WithStory>{(story) => <Scroll story={story} />}</WithStory>;
}

const sectionId = (index: number) => `chapter-${index + 1}`;

function jumpTo(index: number) {
  const section = document.getElementById(sectionId(index));
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * The chapter being read: the one holding focus (a jump moves focus at once, while its smooth scroll is
 * still on its way), else the one whose top is nearest above the middle of the window.
 */
function currentChapter(count: number): number {
  const focused = document.activeElement?.closest('[id^="chapter-"]')?.id.match(/^chapter-(\d+)$/);
  if (focused) return Number(focused[1]) - 1;
  let current = 0;
  for (let i = 0; i < count; i++) {
    const top = document.getElementById(sectionId(i))?.getBoundingClientRect().top ?? Infinity;
    if (top <= window.innerHeight / 2) current = i;
  }
  return current;
}

function Scroll({ story }: { story: StoryViewer }) {
  const { t } = useTranslation();
  const total = story.slides.length;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = chapterStep(event);
      if (step === 0) return;
      const next = currentChapter(total) + step;
      if (next < 0 || next >= total) return;
      event.preventDefault();
      jumpTo(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  return (
    <Stack gap="xl" maw={960} mx="auto" w="100%">
      <StoryHeader story={story} layout="scroll" />
      {total === 0 ? (
        <EmptyState message={t('stories.empty')} />
      ) : (
        <>
          <Paper withBorder p="sm" radius="md" component="nav" aria-label={t('stories.chapters')}>
            <Group gap="xs">
              {story.slides.map((slide, index) => (
                <Anchor
                  // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no id; their order is theirs
                  key={index}
                  href={`#${sectionId(index)}`}
                  size="sm"
                  dir="auto"
                  onClick={(event) => {
                    event.preventDefault();
                    jumpTo(index);
                  }}
                >
                  {index + 1}. {slide.title}
                </Anchor>
              ))}
            </Group>
          </Paper>
          {story.slides.map((slide, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no id; their order is theirs
            <Fragment key={index}>
              {index > 0 && <Divider />}
              <Box
                component="section"
                id={sectionId(index)}
                tabIndex={-1}
                aria-label={t('stories.chapterOf', { current: index + 1, total })}
                mih={{ base: 'auto', sm: '70vh' }}
                py="lg"
                style={{ scrollMarginTop: 80 }}
              >
                <StoryChapter slide={slide} />
              </Box>
            </Fragment>
          ))}
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('stories.keyboardHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
