import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/video-plugin/index.css';
import { Box, Text } from '@mantine/core';
import { AutorotatePlugin } from '@photo-sphere-viewer/autorotate-plugin';
import { events, Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { VideoPlugin } from '@photo-sphere-viewer/video-plugin';
import type { VideoOffsets } from '@spatium/contracts';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationLang } from '../../tours/index.ts';
import { offsetsForStartView, toSphereCorrection } from './orientation.ts';

export type VideoFailure = 'unsupported' | 'unavailable';

/** What the offsets editor asks of the viewer. */
export interface Video360Handle {
  /**
   * Makes the current view the start: turns the sphere (from `offsets`, as shown now) and looks straight
   * ahead in one step, so the picture on screen stays put. Returns the new offsets.
   */
  startFromCurrentView(offsets: VideoOffsets): VideoOffsets;
}

export interface Video360ViewerProps {
  title: string;
  /** A fresh short-lived link to the video (signed for this user). */
  signUrl: () => Promise<string>;
  /** Applied live: the saved offsets, or an editor's preview. */
  offsets: VideoOffsets;
  onReady?: (handle: Video360Handle | null) => void;
  onFailure: (failure: VideoFailure) => void;
  height?: string;
}

// A signed link lives five minutes; a video watched longer re-signs and resumes where it was.
const maxResumes = 5;
const lookStep = Math.PI / 18;
const seekSeconds = 10;

/**
 * The 360° video player (Photo Sphere Viewer with its video adapter): its own lazy chunk with three.js.
 * The video element is ours, so a link that expired mid-playback can be swapped for a fresh one.
 */
export default function Video360Viewer({
  title,
  signUrl,
  offsets,
  onReady,
  onFailure,
  height = '70vh',
}: Video360ViewerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const keysId = useId();
  const viewerRef = useRef<Viewer | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // PSV can only turn a sphere it has made, i.e. once the video is showing.
  const showingRef = useRef(false);
  const latest = useRef({ signUrl, onFailure, onReady, offsets });
  latest.current = { signUrl, onFailure, onReady, offsets };

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once (the page keys the player by video); offsets and title follow below
  useEffect(() => {
    if (!container.current) return;
    let stopped = false;
    const viewer = new Viewer({
      container: container.current,
      adapter: EquirectangularVideoAdapter.withConfig({ muted: false, autoplay: false }),
      caption: title,
      // Keys are handled below, only while the player has focus, so typing elsewhere never steers it.
      keyboard: false,
      // Wider than a photo's default: a moving picture is easier to follow with more of it in view.
      defaultZoomLvl: 30,
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
      navbar: ['video', 'autorotate', 'zoom', 'move', 'caption', 'fullscreen'],
      lang: {
        videoPlay: t('videos360.viewer.playPause'),
        videoVolume: t('videos360.viewer.volume'),
        autorotate: t('videos360.viewer.autorotate'),
        ...navigationLang(t),
        loading: t('videos360.viewer.loading'),
        loadError: t('videos360.unavailable'),
      },
      plugins: [
        VideoPlugin.withConfig({ progressbar: true, bigbutton: true }),
        AutorotatePlugin.withConfig({
          // Autorotation is the navbar toggle only. PSV documents null for "never", its type says number.
          autostartDelay: null as unknown as number,
          autostartOnIdle: false,
        }),
      ],
    });
    viewerRef.current = viewer;
    // The video plugin plays and pauses on Space pressed anywhere in the window, a Save button's Space
    // included; the player's own keys below work only while it has focus.
    // It listens as an object with handleEvent, which the typings do not allow for.
    const videoPlugin = viewer.getPlugin<VideoPlugin>(VideoPlugin) as unknown as EventListenerObject;
    viewer.removeEventListener(events.KeypressEvent.type, videoPlugin);

    const video = document.createElement('video');
    videoRef.current = video;
    // Needed for WebGL when the API is on another host (the `base` parameter); harmless on the same one.
    video.crossOrigin = 'anonymous';
    video.playsInline = true;
    video.preload = 'metadata';
    let started = false;
    let resumes = 0;

    const fail = async (url: string) => {
      if (stopped) return;
      latest.current.onFailure(await classifyFailure(video, url));
    };
    const resume = async () => {
      if (stopped || !started) return;
      if (resumes >= maxResumes) return latest.current.onFailure('unavailable');
      resumes += 1;
      const time = video.currentTime;
      const playing = !video.paused;
      try {
        const url = await latest.current.signUrl();
        if (stopped) return;
        video.src = url;
        video.addEventListener(
          'loadedmetadata',
          () => {
            video.currentTime = time;
            if (playing) void video.play().catch(() => {});
          },
          { once: true },
        );
      } catch {
        latest.current.onFailure('unavailable');
      }
    };
    video.addEventListener('error', () => void resume());
    // A fresh link that loads counts as recovered, playing or paused.
    video.addEventListener('canplay', () => {
      resumes = 0;
    });

    void (async () => {
      let url = '';
      try {
        url = await latest.current.signUrl();
        if (stopped) return;
        video.src = url;
        await viewer.setPanorama(
          { source: video },
          {
            showLoader: true,
            transition: false,
            sphereCorrection: toSphereCorrection(latest.current.offsets),
          },
        );
        started = true;
        showingRef.current = true;
        // Offsets that changed while the video was loading (a videooffset, an editor's preview).
        viewer.setOption('sphereCorrection', toSphereCorrection(latest.current.offsets));
        latest.current.onReady?.({
          startFromCurrentView: (current) => {
            const next = offsetsForStartView(current, viewer.getPosition());
            viewer.setOption('sphereCorrection', toSphereCorrection(next));
            viewer.rotate({ yaw: 0, pitch: 0 });
            return next;
          },
        });
      } catch {
        await fail(url);
      }
    })();

    return () => {
      stopped = true;
      showingRef.current = false;
      latest.current.onReady?.(null);
      viewerRef.current = null;
      videoRef.current = null;
      video.pause();
      video.removeAttribute('src');
      video.load();
      viewer.destroy();
    };
  }, []);

  useEffect(() => {
    if (showingRef.current) viewerRef.current?.setOption('sphereCorrection', toSphereCorrection(offsets));
  }, [offsets]);

  useEffect(() => {
    viewerRef.current?.setOption('caption', title);
  }, [title]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const viewer = viewerRef.current;
    const video = videoRef.current;
    if (!viewer || !video || event.altKey || event.ctrlKey || event.metaKey) return;
    // The navbar's own buttons answer Space and Enter themselves.
    const onButton = (event.target as HTMLElement).closest('button, [role="button"]') !== null;
    const action = keyActions[event.key.toLowerCase()];
    if (!action || (onButton && (event.key === ' ' || event.key === 'Enter'))) return;
    event.preventDefault();
    action({ viewer, video, shift: event.shiftKey });
  };

  return (
    <Box>
      <Box pos="relative" h={height} style={{ borderRadius: 8, overflow: 'hidden' }}>
        <div
          ref={container}
          // The focus ring inside the rounded frame, which clips anything outside it.
          style={{ position: 'absolute', inset: 0, outlineOffset: -3 }}
          role="application"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" takes the player's keys when focused
          tabIndex={0}
          aria-label={t('videos360.viewer.label', { title })}
          aria-describedby={keysId}
          onKeyDown={onKeyDown}
        />
      </Box>
      <Text id={keysId} size="xs" c="dimmed" mt={4}>
        {t('videos360.viewer.shortcuts')}
      </Text>
    </Box>
  );
}

type KeyAction = (target: { viewer: Viewer; video: HTMLVideoElement; shift: boolean }) => void;

const togglePlay: KeyAction = ({ video }) => {
  if (video.paused) void video.play().catch(() => {});
  else video.pause();
};
const seek =
  (seconds: number): KeyAction =>
  ({ video }) => {
    const end = Number.isFinite(video.duration) ? video.duration : video.currentTime + seconds;
    video.currentTime = Math.min(Math.max(0, video.currentTime + seconds), end);
  };
const look =
  (yaw: number, pitch: number): KeyAction =>
  ({ viewer, video, shift }) => {
    // Shift with up/down sets the volume instead, as in most players.
    if (shift && pitch !== 0) {
      video.muted = false;
      video.volume = Math.min(1, Math.max(0, video.volume + (pitch > 0 ? 0.1 : -0.1)));
      return;
    }
    const position = viewer.getPosition();
    viewer.rotate({ yaw: position.yaw + yaw, pitch: position.pitch + pitch });
  };
const zoomBy =
  (step: number): KeyAction =>
  ({ viewer }) =>
    viewer.zoom(Math.min(100, Math.max(0, viewer.getZoomLevel() + step)));

/** The player's keys (the shortcut line under the player lists them). */
const keyActions: Record<string, KeyAction> = {
  ' ': togglePlay,
  k: togglePlay,
  j: seek(-seekSeconds),
  l: seek(seekSeconds),
  home: ({ video }) => {
    video.currentTime = 0;
  },
  end: ({ video }) => {
    if (Number.isFinite(video.duration)) video.currentTime = video.duration;
  },
  arrowleft: look(-lookStep, 0),
  arrowright: look(lookStep, 0),
  arrowup: look(0, lookStep),
  arrowdown: look(0, -lookStep),
  '+': zoomBy(10),
  '=': zoomBy(10),
  '-': zoomBy(-10),
  m: ({ video }) => {
    video.muted = !video.muted;
  },
  f: ({ viewer }) => viewer.toggleFullscreen(),
};

/**
 * Why a video did not start. A missing or no longer permitted file answers its link with an error
 * status; a file that is there but does not play is a codec this browser lacks (SPEC §8 "Preview not
 * available").
 */
async function classifyFailure(video: HTMLVideoElement, url: string): Promise<VideoFailure> {
  const code = video.error?.code;
  if (code !== MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED && code !== MediaError.MEDIA_ERR_DECODE)
    return 'unavailable';
  if (!url) return 'unavailable';
  try {
    const probe = await fetch(url, { headers: { range: 'bytes=0-0' } });
    await probe.body?.cancel();
    return probe.ok ? 'unsupported' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
