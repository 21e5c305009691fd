const storageKey = 'spatium.tourVisitor';

/**
 * The random id a browser keeps for public tours (SPEC §4): the server remembers this visitor's
 * answered quizzes by it. No personal data, so it lives in localStorage.
 */
export function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
    const id = crypto.randomUUID();
    window.localStorage.setItem(storageKey, id);
    return id;
  } catch {
    // Storage refused (private mode): a per-page id still lets the visitor answer quizzes.
    return crypto.randomUUID();
  }
}
