import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { StoryViewer } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteStar } from '../../favourites/index.ts';

/**
 * Title and description, and the other ways to show the same story. A private link's reader
 * (`private`) gets neither the other layouts nor a star: those addresses are not open to them.
 */
export function StoryHeader({
  story,
  layout,
}: {
  story: StoryViewer;
  layout: 'chapters' | 'scroll' | 'private';
}) {
  const { t } = useTranslation();
  const heading = (
    <Title order={1} dir="auto">
      {story.title}
    </Title>
  );
  if (layout === 'private')
    return (
      <Stack gap="xs">
        {heading}
        {story.description && (
          <Text dir="auto" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {story.description}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {heading}
        <FavouriteStar kind="stories" id={story.id} title={story.title} />
      </Group>
      {story.description && (
        <Text dir="auto" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {story.description}
        </Text>
      )}
      <Group gap="md">
        {layout === 'chapters' ? (
          <Anchor component={Link} to={`/storyv2/${story.id}`} size="sm">
            {t('stories.scrollView')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={`/story/${story.id}`} size="sm">
            {t('stories.chapterView')}
          </Anchor>
        )}
        {story.slides.length > 0 && (
          <Anchor component={Link} to={`/presentation/${story.id}`} size="sm">
            {t('stories.present')}
          </Anchor>
        )}
        {story.can_edit && (
          <Anchor component={Link} to={`/stories/${story.id}/edit`} size="sm">
            {t('stories.editor.editChapters')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
