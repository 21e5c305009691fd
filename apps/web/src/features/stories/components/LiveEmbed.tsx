import { Alert, Anchor, Box, Paper, Stack, Text } from '@mantine/core';
import type { StoryEmbedAccess, StoryLiveKind } from '@spatium/contracts';
import { type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { viewerPath } from '../../content/index.ts';
import { LoadingState } from '../../system/index.ts';
import { formatView } from '../../viewer3d/index.ts';
import { LiveScene, type LiveStatus, type LiveView } from './LiveScene.tsx';

/** Where a reader opens the item itself: its public address for visitors, at the chapter's camera. */
const publicViewerPaths: Record<StoryLiveKind, (id: number) => string> = {
  clouds: (id) => `/pc_viewer/${id}`,
  bims: (id) => `/bim_viewer/${id}`,
  threeds: (id) => `/3dviewer/${id}`,
};

export function liveViewerPath(
  kind: StoryLiveKind,
  id: number,
  access: StoryEmbedAccess,
  view: LiveView | null,
): string {
  const path = access === 'public' ? publicViewerPaths[kind](id) : (viewerPath(kind, id) ?? `/${kind}/${id}`);
  return view ? `${path}?view=${formatView(view)}` : path;
}

/**
 * A chapter's live 3D view of a cloud, BIM or 3D model: its scene is downloaded and drawn only while the
 * chapter is on screen, and let go (with its WebGL context) once it leaves, so a story of many 3D
 * chapters holds one or two views at a time. A caption says in words what the view shows.
 */
export function LiveEmbed({
  kind,
  id,
  title,
  access,
  view,
  viewReader,
  footer,
}: {
  kind: StoryLiveKind;
  id: number;
  title: string;
  access: StoryEmbedAccess;
  view: LiveView | null;
  /** Filled with a reader of the current camera (the editor's choice of view). */
  viewReader?: RefObject<(() => LiveView) | null>;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const isShown = useOnScreen(frame);
  const [status, setStatus] = useState<LiveStatus>('loading');
  const captionId = useId();
  return (
    <Paper withBorder radius="md" p="xs" component="figure" m={0} aria-labelledby={captionId}>
      <Stack gap="xs">
        <Box ref={frame} mih={240} data-testid="story-live-view">
          {isShown && (
            <ReleasedWhenGone>
              <Suspense fallback={<LoadingState lines={4} />}>
                <LiveScene
                  kind={kind}
                  id={id}
                  access={access}
                  view={view}
                  viewReader={viewReader}
                  onStatus={setStatus}
                />
              </Suspense>
            </ReleasedWhenGone>
          )}
        </Box>
        {status === 'error' ? (
          <Alert color="red" role="alert" p="xs">
            {t('stories.embed.error')}
          </Alert>
        ) : (
          <Text size="xs" c="dimmed" role="status">
            {t(`stories.embed.${status}`)}
          </Text>
        )}
        <Text component="figcaption" size="sm" id={captionId} dir="auto">
          {t('stories.embed.caption', { kind: t(`content.kind.${kind}`), title })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('stories.embed.howTo')}
        </Text>
        {footer ?? (
          <Anchor component={Link} to={liveViewerPath(kind, id, access, view)} size="sm">
            {t('stories.embed.openInViewer', { title })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** Whether the element is on screen or about to be (a screen's height ahead), kept up as it scrolls. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry?.isIntersecting ?? false), {
      rootMargin: '50% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isShown;
}

/**
 * Hands back the WebGL context of the scene inside as it goes: a removed canvas keeps its context until
 * the garbage collector runs, and browsers allow only a few at a time.
 */
function ReleasedWhenGone({ children }: { children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    return () => {
      for (const canvas of element?.querySelectorAll('canvas') ?? [])
        canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
    };
  }, []);
  return <div ref={holder}>{children}</div>;
}
