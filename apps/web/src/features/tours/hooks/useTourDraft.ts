import { AnnotationCategories, type ContentItem, TourScenes } from '@spatium/contracts';
import { useEffect, useState } from 'react';
import { useUpdateContent } from '../../content/index.ts';
import { type QuizData, useSaveTourQuizzes } from '../api/tours.ts';
import { categoryNameProblem } from '../builder/annotations.ts';
import {
  changed,
  liveQuizzes,
  quizProblem,
  type SceneData,
  setSceneQuizzes,
  removeScene as withoutScene,
} from '../builder/scenes.ts';

/** What a save came to; the builder says it to the user and, for a fault, shows the scene. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'untitledScene'; scene: string }
  | { kind: 'badCategories' }
  | { kind: 'badQuiz'; scene: string; problem: NonNullable<ReturnType<typeof quizProblem>> }
  | { kind: 'failed'; error: unknown };

function savedScenes(item: ContentItem): SceneData[] {
  const parsed = TourScenes.safeParse(item.properties.scenes ?? []);
  return parsed.success ? parsed.data : [];
}

function savedCategories(item: ContentItem) {
  return AnnotationCategories.safeParse(item.properties.annotation_categories ?? []).data ?? [];
}

/**
 * The tour being edited in the builder: its scenes, annotation categories and quizzes, whether they
 * differ from what was last saved, and saving them (the tour and its quizzes are two calls).
 */
export function useTourDraft(item: ContentItem, savedQuizzes: QuizData[]) {
  const update = useUpdateContent('tours');
  const saveQuizzes = useSaveTourQuizzes(item.id);
  const [baseline, setBaseline] = useState(() => ({
    scenes: savedScenes(item),
    quizzes: savedQuizzes,
    categories: savedCategories(item),
  }));
  const [scenes, setScenes] = useState<SceneData[]>(baseline.scenes);
  const [categories, setCategories] = useState(baseline.categories);
  const [quizzes, setQuizzes] = useState<QuizData[]>(baseline.quizzes);
  const [saving, setSaving] = useState(false);

  const dirty =
    changed(baseline.scenes, scenes) ||
    changed(baseline.categories, categories) ||
    changed(baseline.quizzes, liveQuizzes(quizzes, scenes));

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async (): Promise<SaveOutcome> => {
    const live = liveQuizzes(quizzes, scenes);
    const tourChanged = changed(baseline.scenes, scenes) || changed(baseline.categories, categories);
    const quizzesChanged = changed(baseline.quizzes, live);
    if (!tourChanged && !quizzesChanged) return { kind: 'unchanged' };
    const untitled = scenes.find((s) => !s.title.trim());
    if (untitled) return { kind: 'untitledScene', scene: untitled.id };
    if (categories.some((c) => categoryNameProblem(categories, c.name, c.id)))
      return { kind: 'badCategories' };
    for (const quiz of live) {
      const problem = quizProblem(quiz);
      if (problem) return { kind: 'badQuiz', scene: quiz.scene, problem };
    }
    setSaving(true);
    try {
      if (tourChanged) {
        await update.mutateAsync({
          id: item.id,
          data: { properties: { ...item.properties, scenes, annotation_categories: categories } },
        });
      }
      if (quizzesChanged) await saveQuizzes.mutateAsync(live);
      setBaseline({ scenes, quizzes: live, categories });
      setQuizzes(live);
      return { kind: 'saved' };
    } catch (error) {
      return { kind: 'failed', error };
    } finally {
      setSaving(false);
    }
  };

  /** A removed scene takes its questions with it. */
  const removeScene = (id: string) => {
    setScenes(withoutScene(scenes, id));
    setQuizzes(setSceneQuizzes(quizzes, id, []));
  };

  return {
    scenes,
    setScenes,
    categories,
    setCategories,
    quizzes,
    setQuizzes,
    removeScene,
    dirty,
    saving,
    save,
  };
}

export type TourDraft = ReturnType<typeof useTourDraft>;
