import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/render.tsx';
import { setToken } from '../api/token.ts';
import { useRealtime } from './realtime.ts';

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io client socket: the events the hook listens to, fired by the test. */
class FakeSocket {
  connected = true;
  readonly connect = vi.fn(() => this.fire('connect'));
  readonly emit = vi.fn();
  readonly disconnect = vi.fn();
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    return this.on(event, listener);
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

function renderRealtime() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  renderHook(() => useRealtime(7, () => {}), { wrapper });
  return { invalidate };
}

describe('useRealtime', () => {
  afterEach(() => {
    sockets.length = 0;
    setToken(null);
  });

  it('refetches everything when the server says what the user may see changed', async () => {
    setToken('jwt-1');
    const { invalidate } = renderRealtime();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledWith('validateMe', { jwt: 'jwt-1', userId: 7 });
    socket.fire('accesschanged');
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('connects again when the server closes the socket right after an access change', async () => {
    setToken('jwt-1');
    renderRealtime();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connect).not.toHaveBeenCalled();
    socket.fire('accesschanged');
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.emit).toHaveBeenLastCalledWith('validateMe', { jwt: 'jwt-1', userId: 7 });
  });
});
