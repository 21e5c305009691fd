import { Alert, Anchor, AspectRatio, Button, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { isStoryLiveKind, type StoryViewerSlide } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPath, viewerPath } from '../../content/index.ts';
import { LiveEmbed } from './LiveEmbed.tsx';

/**
 * One chapter: title, picture, text and what it embeds. The text is React text (never markup), so
 * whatever an editor typed shows as typed; dir="auto" lets Arabic or Hebrew text run right to left.
 */
export function StoryChapter({
  slide,
  headingLevel = 2,
  large = false,
}: {
  slide: StoryViewerSlide;
  headingLevel?: 1 | 2;
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={headingLevel} dir="auto" size={large ? 'h1' : 'h2'}>
        {slide.title}
      </Title>
      {slide.image && (
        <Image
          src={slide.image.url}
          alt={slide.title}
          radius="md"
          fit="contain"
          mah={large ? '55vh' : 480}
          loading="lazy"
        />
      )}
      {slide.body && (
        <Text dir="auto" size={large ? 'xl' : 'md'} style={{ whiteSpace: 'pre-wrap' }}>
          {slide.body}
        </Text>
      )}
      {slide.embed && <StoryEmbed embed={slide.embed} />}
      {slide.link && (
        <Anchor href={slide.link} target="_blank" rel="noopener noreferrer" dir="auto">
          {t('stories.readMore')} ↗
        </Anchor>
      )}
    </Stack>
  );
}

function StoryEmbed({ embed }: { embed: NonNullable<StoryViewerSlide['embed']> }) {
  const { t } = useTranslation();
  // The server sends nothing of an item this reader may not open, however public the story is.
  if (embed.access === null || embed.title === null)
    return (
      <Alert color="gray" variant="light">
        {t('stories.embed.unavailable', { kind: t(`content.kind.${embed.kind}`) })}
      </Alert>
    );
  if (isStoryLiveKind(embed.kind))
    return (
      <LiveEmbed
        kind={embed.kind}
        id={embed.id}
        title={embed.title}
        access={embed.access}
        view={embed.view}
      />
    );
  // A public tour plays inside the chapter for anyone; anything else opens in its own viewer,
  // which asks for sign-in and access as it always does.
  if (embed.public_tour)
    return (
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={`/publictours/${embed.id}?embed=1`}
            title={embed.title}
            allow="fullscreen; gyroscope; accelerometer"
            loading="lazy"
            style={{ border: 0 }}
          />
        </AspectRatio>
      </Paper>
    );
  return (
    <Button
      component={Link}
      to={viewerPath(embed.kind, embed.id) ?? contentPath(embed.kind, embed.id)}
      variant="light"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('stories.openItem', { title: embed.title })}
    </Button>
  );
}
