import type { ContentItem } from '@spatium/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/render.tsx';
import type { QuizData } from '../api/tours.ts';
import { renameScene, type SceneData } from '../builder/scenes.ts';
import { useTourDraft } from './useTourDraft.ts';

const scene = (id: string, title: string): SceneData => ({
  id,
  title,
  panorama: 5,
  start_view: { yaw: 0, pitch: 0, zoom: 50 },
  plan_position: null,
  links: [],
  hotspots: [],
  points_of_interest: [],
  annotations: [],
});

const tour = (scenes: SceneData[]): ContentItem => ({
  id: 9,
  kind: 'tours',
  title: 'Harbour walk',
  description: '',
  thumbnail: null,
  enabled: true,
  order: 0,
  subproject: 2,
  oldproject: 1,
  company: 1,
  files: [],
  tags: [],
  properties: { scenes, annotation_categories: [], public: false },
  created_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  abilities: { update: true, delete: true },
});

const quiz = (sceneId: string, question: string): QuizData => ({
  scene: sceneId,
  question,
  options: ['Yes', 'No'],
  correct: 0,
  localizations: [],
});

function renderDraft(item: ContentItem, quizzes: QuizData[] = []) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTourDraft(item, quizzes), { wrapper });
}

/** Answers the tour's update and quiz calls with what was sent, and records the bodies. */
function stubSaves(item: ContentItem) {
  const sent: { tour: unknown[]; quizzes: unknown[] } = { tour: [], quizzes: [] };
  stubApi({
    'PUT /api/tours/9': (init) => {
      const body = JSON.parse(String(init?.body));
      sent.tour.push(body.data);
      return { body: { ...item, properties: body.data.properties } };
    },
    'PUT /api/tours/9/quizzes': (init) => {
      const body = JSON.parse(String(init?.body));
      sent.quizzes.push(body.quizzes);
      return { body: body.quizzes };
    },
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useTourDraft', () => {
  it('starts clean from the saved tour and becomes dirty on an edit', () => {
    const { result } = renderDraft(tour([scene('a', 'Quay')]));
    expect(result.current.scenes.map((s) => s.title)).toEqual(['Quay']);
    expect(result.current.dirty).toBe(false);

    act(() => result.current.setScenes(renameScene(result.current.scenes, 'a', 'North quay')));
    expect(result.current.dirty).toBe(true);
  });

  it('says there is nothing to save, and calls nothing, when unchanged', async () => {
    const sent = stubSaves(tour([]));
    const { result } = renderDraft(tour([scene('a', 'Quay')]));
    await act(async () => expect(await result.current.save()).toEqual({ kind: 'unchanged' }));
    expect(sent).toEqual({ tour: [], quizzes: [] });
  });

  it('refuses an untitled scene and a broken quiz, naming the scene, before calling anything', async () => {
    const item = tour([scene('a', 'Quay'), scene('b', 'Pier')]);
    const sent = stubSaves(item);
    const { result } = renderDraft(item);

    act(() => result.current.setScenes(renameScene(result.current.scenes, 'b', '  ')));
    await act(async () => expect(await result.current.save()).toEqual({ kind: 'untitledScene', scene: 'b' }));

    act(() => {
      result.current.setScenes(renameScene(result.current.scenes, 'b', 'Pier'));
      result.current.setQuizzes([quiz('a', '')]);
    });
    await act(async () =>
      expect(await result.current.save()).toEqual({ kind: 'badQuiz', scene: 'a', problem: 'question' }),
    );
    expect(sent).toEqual({ tour: [], quizzes: [] });
    expect(result.current.dirty).toBe(true);
  });

  it('saves the tour and the quizzes of scenes still there, then is clean again', async () => {
    const item = tour([scene('a', 'Quay'), scene('b', 'Pier')]);
    const sent = stubSaves(item);
    const { result } = renderDraft(item, [quiz('b', 'Which way is north?')]);

    act(() => result.current.setQuizzes([...result.current.quizzes, quiz('a', 'Is the gate open?')]));
    act(() => result.current.removeScene('b'));
    expect(result.current.quizzes).toEqual([quiz('a', 'Is the gate open?')]);

    await act(async () => expect(await result.current.save()).toEqual({ kind: 'saved' }));
    expect(sent.tour).toHaveLength(1);
    expect(
      (sent.tour[0] as { properties: { scenes: SceneData[] } }).properties.scenes.map((s) => s.id),
    ).toEqual(['a']);
    expect(sent.quizzes).toEqual([[quiz('a', 'Is the gate open?')]]);
    expect(result.current.dirty).toBe(false);
    expect(result.current.saving).toBe(false);
  });

  it('keeps the edits and stays dirty when the save fails', async () => {
    stubApi({
      'PUT /api/tours/9': () => ({ status: 500, body: { statusCode: 500, error: 'x', message: 'Broken' } }),
    });
    const { result } = renderDraft(tour([scene('a', 'Quay')]));
    act(() => result.current.setScenes(renameScene(result.current.scenes, 'a', 'North quay')));

    let outcome: Awaited<ReturnType<typeof result.current.save>> | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome?.kind).toBe('failed');
    expect(result.current.dirty).toBe(true);
    expect(result.current.scenes[0]?.title).toBe('North quay');
  });

  it('asks before the page is left while there are unsaved edits', () => {
    const { result } = renderDraft(tour([scene('a', 'Quay')]));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => result.current.setScenes(renameScene(result.current.scenes, 'a', 'North quay')));
    expect(leave()).toBe(true);
  });
});
