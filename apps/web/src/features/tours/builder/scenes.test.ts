import { ViewAngle } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import {
  addHotspot,
  addLink,
  addScene,
  changed,
  liveQuizzes,
  moveItem,
  moveScene,
  newId,
  normalise,
  quizProblem,
  removeItem,
  removeScene,
  renameScene,
  type SceneData,
  setPlanPosition,
  setSceneQuizzes,
  setStartView,
} from './scenes.ts';

function three(): SceneData[] {
  let scenes: SceneData[] = [];
  scenes = addScene(scenes, { id: 1, title: 'Hall' }, 'a');
  scenes = addScene(scenes, { id: 2, title: 'Kitchen' }, 'b');
  scenes = addScene(scenes, { id: 3, title: '  ' }, 'c');
  return scenes;
}

describe('builder scene operations', () => {
  it('adds scenes from panoramas with the contract defaults', () => {
    const scenes = three();
    expect(scenes.map((s) => [s.id, s.title, s.panorama])).toEqual([
      ['a', 'Hall', 1],
      ['b', 'Kitchen', 2],
      ['c', '#3', 3],
    ]);
    expect(scenes[0]).toMatchObject({ start_view: { yaw: 0, pitch: 0, zoom: 50 }, links: [], hotspots: [] });
  });

  it('renames and reorders within bounds', () => {
    const scenes = renameScene(three(), 'b', 'Cuisine');
    expect(scenes[1]?.title).toBe('Cuisine');
    expect(moveScene(scenes, 'c', -1).map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(moveScene(scenes, 'a', -1)).toBe(scenes);
    expect(moveScene(scenes, 'c', 5)).toBe(scenes);
  });

  it('removing a scene removes the links that lead to it', () => {
    let scenes = addLink(three(), 'a', 'b', { yaw: 1, pitch: 0 }, 'To kitchen', 'l1');
    scenes = addLink(scenes, 'a', 'c', { yaw: 2, pitch: 0 }, '', 'l2');
    scenes = removeScene(scenes, 'b');
    expect(scenes.map((s) => s.id)).toEqual(['a', 'c']);
    expect(scenes[0]?.links.map((l) => l.id)).toEqual(['l2']);
  });

  it('refuses links to itself or to an unknown scene', () => {
    const scenes = three();
    expect(addLink(scenes, 'a', 'a', { yaw: 0, pitch: 0 })).toBe(scenes);
    expect(addLink(scenes, 'a', 'zz', { yaw: 0, pitch: 0 })).toBe(scenes);
  });

  it('keeps the style a hotspot is added with', () => {
    const style = { width: 220, height: 90, line: 0 };
    const scenes = addHotspot(
      three(),
      'a',
      { type: 'text', title: 'Boiler', text: '', url: null, file: null, style },
      { yaw: 0, pitch: 0 },
      'h1',
    );
    expect(scenes[0]?.hotspots[0]?.style).toEqual(style);
  });

  it('adds, moves and removes hotspots with the default style', () => {
    let scenes = addHotspot(
      three(),
      'a',
      { type: 'text', title: 'Boiler', text: 'Serviced 2024', url: null, file: null },
      { yaw: 0.5, pitch: 0.1 },
      'h1',
    );
    expect(scenes[0]?.hotspots[0]).toMatchObject({
      id: 'h1',
      yaw: 0.5,
      style: { width: 150, height: 100, line: 80 },
    });
    scenes = moveItem(scenes, 'a', 'h1', { yaw: -0.25, pitch: 0.2 });
    expect(scenes[0]?.hotspots[0]).toMatchObject({ yaw: -0.25, pitch: 0.2 });
    scenes = removeItem(scenes, 'a', 'h1');
    expect(scenes[0]?.hotspots).toEqual([]);
  });

  it('normalises angles into the contract ranges', () => {
    expect(normalise({ yaw: Math.PI * 3, pitch: 3 })).toEqual({
      yaw: Number(Math.PI.toFixed(4)),
      pitch: 1.5707,
    });
    expect(ViewAngle.safeParse(normalise({ yaw: 0, pitch: 3 })).success).toBe(true);
    expect(normalise({ yaw: -Math.PI / 2, pitch: -0.1 }).yaw).toBeCloseTo(-Math.PI / 2, 3);
  });

  it('sets the start view and the plan position (clamped)', () => {
    let scenes = setStartView(three(), 'b', { yaw: 1, pitch: 0.2, zoom: 72.6 });
    expect(scenes[1]?.start_view).toEqual({ yaw: 1, pitch: 0.2, zoom: 73 });
    scenes = setPlanPosition(scenes, 'b', { x: 1.5, y: 0.25 });
    expect(scenes[1]?.plan_position).toEqual({ x: 1, y: 0.25, heading: null });
    expect(setPlanPosition(scenes, 'b', null)[1]?.plan_position).toBeNull();
  });

  it('keeps a scene’s plan heading when it moves, and turns a new one into (−π, π]', () => {
    let scenes = setPlanPosition(three(), 'b', { x: 0.5, y: 0.5, heading: (3 * Math.PI) / 2 });
    expect(scenes[1]?.plan_position?.heading).toBeCloseTo(-Math.PI / 2, 3);
    scenes = setPlanPosition(scenes, 'b', { x: 0.2, y: 0.3 });
    expect(scenes[1]?.plan_position).toMatchObject({ x: 0.2, y: 0.3 });
    expect(scenes[1]?.plan_position?.heading).toBeCloseTo(-Math.PI / 2, 3);
    expect(
      setPlanPosition(scenes, 'b', { x: 0.2, y: 0.3, heading: null })[1]?.plan_position?.heading,
    ).toBeNull();
  });

  it('sets a scene’s questions in order, and drops the quizzes of removed scenes', () => {
    const question = (text: string) => ({
      question: text,
      options: ['x', 'y'],
      correct: 0,
      localizations: [],
    });
    let quizzes = setSceneQuizzes([], 'a', [question('A1?')]);
    quizzes = setSceneQuizzes(quizzes, 'b', [question('B1?')]);
    quizzes = setSceneQuizzes(quizzes, 'a', [question('A1?'), question('A2?')]);
    expect(quizzes.map((q) => [q.scene, q.question])).toEqual([
      ['b', 'B1?'],
      ['a', 'A1?'],
      ['a', 'A2?'],
    ]);
    expect(liveQuizzes(quizzes, removeScene(three(), 'b')).map((q) => q.question)).toEqual(['A1?', 'A2?']);
    expect(setSceneQuizzes(quizzes, 'a', []).map((q) => q.scene)).toEqual(['b']);
  });

  it('finds what makes a quiz invalid', () => {
    expect(
      quizProblem({ scene: 'a', question: ' ', options: ['x', 'y'], correct: 0, localizations: [] }),
    ).toBe('question');
    expect(quizProblem({ scene: 'a', question: 'Q', options: ['x'], correct: 0, localizations: [] })).toBe(
      'options',
    );
    expect(
      quizProblem({ scene: 'a', question: 'Q', options: ['x', 'y'], correct: 2, localizations: [] }),
    ).toBe('correct');
    expect(
      quizProblem({ scene: 'a', question: 'Q', options: ['x', 'y'], correct: 1, localizations: [] }),
    ).toBeNull();
  });

  it('detects changes (order included) for "No changes to update"', () => {
    const scenes = three();
    expect(changed(scenes, structuredClone(scenes))).toBe(false);
    expect(changed(scenes, moveScene(scenes, 'b', 1))).toBe(true);
  });

  it('makes ids that are not taken', () => {
    const values = [0.5, 0.5, 0.25];
    const id = newId([(0.5).toString(36).slice(2, 10)], () => values.shift() ?? Math.random());
    expect(id).toBe((0.25).toString(36).slice(2, 10));
  });
});
