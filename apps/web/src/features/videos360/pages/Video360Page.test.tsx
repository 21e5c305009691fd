import type { ContentItem, VideoOffsets } from '@spatium/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../../test/render.tsx';
import type { Video360ViewerProps } from '../viewer/Video360Viewer.tsx';
import Video360Page from './Video360Page.tsx';

// WebGL is not in jsdom: a stand-in player shows the offsets it is given and offers the handle.
vi.mock('../viewer/LazyVideo360Viewer.tsx', () => ({
  LazyVideo360Viewer: ({ offsets, onReady }: Video360ViewerProps) => {
    useEffect(() => {
      onReady?.({ startFromCurrentView: (current: VideoOffsets) => ({ ...current, yaw: -45 }) });
    }, [onReady]);
    return <p>player at yaw {offsets.yaw}</p>;
  },
}));

const video: ContentItem = {
  id: 7,
  kind: 'videos360',
  title: 'Crane camera',
  description: '',
  thumbnail: null,
  enabled: true,
  order: 0,
  subproject: 1,
  oldproject: 1,
  company: 1,
  files: [{ id: 3, name: 'crane.webm', size: 1000, type: 'video/webm', url: '/api/files/3' }],
  tags: [],
  properties: { offsets: { yaw: 22.5, pitch: 0, roll: 0 } },
  created_by: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  abilities: { update: true, delete: true },
};

const open = (item: ContentItem) => {
  const fetchMock = stubApi({
    'GET /api/videos-360-s/7': () => ({ body: item }),
    'PUT /api/videos-360-s/7': (init) => {
      const { data } = JSON.parse(String(init?.body)) as { data: { properties: Record<string, unknown> } };
      return { body: { ...item, properties: data.properties } };
    },
  });
  renderAt(<Video360Page />, { path: '/videos360/7', pattern: '/videos360/:id' });
  return fetchMock;
};
const putBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  // jsdom plays nothing; these tests are about a browser that can.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the 360° video page', () => {
  it('starts the player at the saved offsets and saves typed ones, previewed before saving', async () => {
    const fetchMock = open(video);
    expect(await screen.findByText('player at yaw 22.5')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save orientation' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const yaw = screen.getByRole('textbox', { name: 'Yaw: turn left or right, in degrees' });
    fireEvent.change(yaw, { target: { value: '-90' } });
    expect(await screen.findByText('player at yaw -90')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);

    fireEvent.click(save);
    expect(await screen.findByText('Starting orientation saved')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      { data: { properties: { offsets: { yaw: -90, pitch: 0, roll: 0 } } } },
    ]);
  });

  it('takes the current view as the start, and undoes back to the saved offsets', async () => {
    open(video);
    fireEvent.click(await screen.findByRole('button', { name: 'Use the current view as the start' }));
    expect(await screen.findByText('player at yaw -45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(await screen.findByText('player at yaw 22.5')).toBeTruthy();
  });

  it('shows no editor to those who may only watch', async () => {
    open({ ...video, abilities: { update: false, delete: false } });
    expect(await screen.findByText('player at yaw 22.5')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Starting orientation' })).toBeNull();
  });

  it('says "Preview not available" for a type this browser cannot play, and offers the download', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    open({ ...video, files: [{ ...video.files[0]!, type: 'video/mp4' }] });
    expect(await screen.findByText('Preview not available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the video' })).toBeTruthy();
    expect(screen.queryByText(/player at/)).toBeNull();
  });

  it('shows the empty state when there is no video file', async () => {
    open({ ...video, files: [] });
    expect(await screen.findByText(/has no video file yet/)).toBeTruthy();
  });

  it('answers a missing (or another company’s) video with the not-found state', async () => {
    stubApi({
      'GET /api/videos-360-s/7': () => ({ status: 404, body: { message: 'The videos360 was not found' } }),
    });
    renderAt(<Video360Page />, { path: '/videos360/7', pattern: '/videos360/:id' });
    expect(await screen.findByRole('heading', { name: '360° video not found' })).toBeTruthy();
  });
});
