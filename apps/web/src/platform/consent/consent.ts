import { useSyncExternalStore } from 'react';

// SPEC §9 cookie categories: local storage (jwt, required), cookies (required), analytics (optional).
export interface Consent {
  version: 1;
  analytics: boolean;
  decidedAt: string;
}

const consentKey = 'cookieConsent';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: Consent | null = null;

export function getConsent(): Consent | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(consentKey);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Consent>) : null;
    cachedValue =
      parsed && parsed.version === 1 && typeof parsed.analytics === 'boolean' ? (parsed as Consent) : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

export function saveConsent(choice: { analytics: boolean }) {
  const consent: Consent = { version: 1, analytics: choice.analytics, decidedAt: new Date().toISOString() };
  localStorage.setItem(consentKey, JSON.stringify(consent));
  for (const listener of listeners) listener();
}

/** Forget the choice so the banner asks again. */
export function resetConsent() {
  localStorage.removeItem(consentKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, getConsent, () => null);
}
