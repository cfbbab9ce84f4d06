/**
 * THE fetch helper of the portals (spec §7 and §8 'Generic request failure').
 *
 * JSON in and out, cookies included, a JSON body (and its content type) only
 * when there is one. A non-OK answer throws an ApiError whose message is the
 * body's `message` when the body is JSON with one, else `status: text`. A 401
 * sends the user to the sign-in page of the area they are in, keeping `next`.
 */

import './zod-browser';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body (or the raw text when not JSON; null for a network failure). */
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** Field errors of a 400 answer ({ field: message }), empty when none. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

/** Status 0: the request never got an answer (offline, server down, aborted). */
export const NETWORK_ERROR_STATUS = 0;

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** 'redirect' (default): a 401 goes to the sign-in page. 'throw': the caller handles it (the login form). */
  on401?: 'redirect' | 'throw';
};

/** The sign-in page for the area the browser is in, with `next` pointing back here. */
export function loginUrl(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const base = location.pathname.startsWith('/admin') ? '/admin/login' : '/employee/login';
  return `${base}?next=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Turns a non-OK answer's text into the spec's error text and the attached body. */
export function describeFailure(status: number, statusText: string, text: string): { message: string; body: unknown } {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return { message: `${status}: ${text || statusText}`, body: text };
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return { message, body };
  return { message: `${status}: ${statusText || text}`, body };
}

function handleUnauthorized(on401: ApiOptions['on401']): void {
  if (on401 === 'throw' || typeof window === 'undefined') return;
  window.location.assign(loginUrl());
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, on401 = 'redirect' } = options;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, 'Could not reach the server. Check your connection and try again.', null);
  }
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized(on401);
    const failure = describeFailure(response.status, response.statusText, text);
    throw new ApiError(response.status, failure.message, failure.body);
  }
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Shorthands: api.get(path), api.post(path, body), api.put(path, body), api.del(path). */
api.get = <T = unknown>(path: string, signal?: AbortSignal) => api<T>(path, { signal });
api.post = <T = unknown>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body });
api.put = <T = unknown>(path: string, body?: unknown) => api<T>(path, { method: 'PUT', body });
api.del = <T = unknown>(path: string) => api<T>(path, { method: 'DELETE' });

/** The message to show for any thrown value, with a fallback for non-API errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

export type UploadedFile = { url: string; width?: number; height?: number; bytes?: number; id?: number };

/**
 * POSTs files as multipart (repeated field `images`) with upload progress, which
 * fetch cannot report: XMLHttpRequest. `onProgress` receives 0..1.
 */
export function uploadImages(
  files: File[],
  onProgress?: (fraction: number) => void,
  path = '/api/upload/images',
): Promise<{ files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_STATUS, 'Could not reach the server. Check your connection and try again.', null));
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, text));
        }
        return;
      }
      if (xhr.status === 401) handleUnauthorized('redirect');
      const failure = describeFailure(xhr.status, xhr.statusText, text);
      reject(new ApiError(xhr.status, failure.message, failure.body));
    };
    xhr.send(form);
  });
}
