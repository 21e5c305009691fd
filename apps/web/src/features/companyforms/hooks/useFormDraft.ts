import { useCallback, useEffect, useState } from 'react';

const keyOf = (userId: number, formId: number) => `formDraft:${userId}:${formId}`;

function read(key: string): Record<string, unknown> {
  try {
    const stored = localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The answers being filled in, kept in this browser (per user and form) until sent: a phone that loses
 * its connection, or a closed tab, loses nothing.
 */
export function useFormDraft(userId: number, formId: number) {
  const key = keyOf(userId, formId);
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => read(key));
  const [storedAt, setStoredAt] = useState<boolean>(() => localStorage.getItem(key) !== null);

  useEffect(() => {
    if (Object.keys(answers).length === 0) return;
    try {
      localStorage.setItem(key, JSON.stringify(answers));
      setStoredAt(true);
    } catch {
      // Storage full or denied: the draft lives only as long as the page.
      setStoredAt(false);
    }
  }, [key, answers]);

  const setAnswer = useCallback((name: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [name]: value }));
  }, []);
  const clear = useCallback(() => {
    localStorage.removeItem(key);
    setAnswers({});
    setStoredAt(false);
  }, [key]);

  return { answers, setAnswer, clear, isStored: storedAt };
}
