import { useSyncExternalStore } from 'react';

// SPEC §9: the session token lives in localStorage under `jwt` (the "local storage" cookie category).
const tokenKey = 'jwt';
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function setToken(jwt: string | null) {
  if (jwt) localStorage.setItem(tokenKey, jwt);
  else localStorage.removeItem(tokenKey);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token; re-renders when it changes (also from another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
