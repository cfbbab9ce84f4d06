import { ApiError, describeFailure, loginUrl, NETWORK_ERROR_STATUS } from '#src/islands/lib/api';

/**
 * POSTs a multipart form with upload progress (fetch cannot report it: XMLHttpRequest), for the
 * walkaround video's megabytes. `onProgress` receives 0..1. Failures throw ApiError as api() does,
 * with the server's field errors on it.
 */
export function postFormWithProgress<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
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
          resolve(JSON.parse(text) as T);
        } catch {
          reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, text));
        }
        return;
      }
      if (xhr.status === 401) window.location.assign(loginUrl());
      const failure = describeFailure(xhr.status, xhr.statusText, text);
      reject(new ApiError(xhr.status, failure.message, failure.body));
    };
    xhr.send(form);
  });
}
