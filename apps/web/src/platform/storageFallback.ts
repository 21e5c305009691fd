/** Storage kept in memory for the life of the page. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/**
 * A public tour embedded in another site runs in a third-party iframe, where a browser that blocks
 * third-party cookies denies localStorage and sessionStorage altogether: reading them throws. The app
 * and the 360° viewer library both read them, so each denied one is replaced by an in-memory stand-in
 * that lasts for the page (the session, the cookie choice and the tour visitor are then forgotten on leaving).
 */
export function installStorageFallback(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name];
    } catch {
      Object.defineProperty(window, name, { configurable: true, value: new MemoryStorage() });
    }
  }
}
