import type { RouteContract, RouteResponse } from '@spatium/contracts';
import type { z } from 'zod';
import { ApiError, toApiError } from './ApiError.ts';
import { apiBase } from './apiBase.ts';
import { getToken } from './token.ts';

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {
  window.location.assign('/login');
};

/** What to do when a signed-in call answers 401: the app clears the session and goes to /login. */
export function setUnauthorizedHandler(handler: Unauthorized) {
  onUnauthorized = handler;
}

export interface FetchOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** A token other than the stored session's (the pending token of the 2FA step). */
  token?: string | null;
  /** Another base URL than the API's (analytics may go to a separate service). */
  baseUrl?: string;
  signal?: AbortSignal;
  keepalive?: boolean;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** fetch under the API base with the Bearer token; JSON in and out; errors become ApiError. */
export async function apiFetch<T>(path: string, options: FetchOptions = {}): Promise<T> {
  const usesStoredToken = options.token === undefined;
  const token = usesStoredToken ? getToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${options.baseUrl ?? apiBase()}${path}${queryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    keepalive: options.keepalive,
  });

  const text = response.status === 204 ? '' : await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    // Only a call made with the stored session token means the session is over.
    if (response.status === 401 && usesStoredToken && token) onUnauthorized();
    throw toApiError(response.status, response.statusText, data);
  }
  return data as T;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** The request of a contract route: params, query and body as its schemas accept them. */
export type CallInput<T extends RouteContract> = Part<'params', T['params']> &
  Part<'query', T['query']> &
  Part<'body', T['body']> &
  Pick<FetchOptions, 'token' | 'signal' | 'baseUrl' | 'keepalive'>;

type RequiredKeys<O> = { [K in keyof O]-?: undefined extends O[K] ? never : K }[keyof O];
type CallArgs<T extends RouteContract> =
  RequiredKeys<CallInput<T>> extends never ? [input?: CallInput<T>] : [input: CallInput<T>];

/** `/users/:id` with `{id: 3}` → `/users/3`. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls a route of the contracts table: `callRoute(routes.customauth, { body })`. The response type is
 * the route's own schema, so the web never hand-writes one. (The server validates responses on the way out.)
 */
export function callRoute<T extends RouteContract>(
  route: T,
  ...[input]: CallArgs<T>
): Promise<RouteResponse<T>> {
  const request = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Input<T['body']>;
  } & Pick<FetchOptions, 'token' | 'signal' | 'baseUrl' | 'keepalive'>;
  return apiFetch<RouteResponse<T>>(buildPath(route.path, request.params), {
    method: route.method,
    query: request.query,
    body:
      request.body ??
      (route.method === 'GET' || route.method === 'DELETE' ? undefined : route.body ? {} : undefined),
    token: request.token,
    signal: request.signal,
    baseUrl: request.baseUrl,
    keepalive: request.keepalive,
  });
}

/** Multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadWithProgress<T extends RouteContract>(
  route: T,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<RouteResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, `${apiBase()}${route.path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ statusCode: 0, error: 'Network Error', message: 'Network error' }));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as RouteResponse<T>);
        return;
      }
      if (xhr.status === 401 && token) onUnauthorized();
      reject(toApiError(xhr.status, xhr.statusText, data));
    };
    xhr.send(form);
  });
}
