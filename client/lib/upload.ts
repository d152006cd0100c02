import { isErrorEnvelope } from '../../shared/errors';
import { type UploadKind, type UploadedFile, checkUploadFile } from '../../shared/validation/uploads';
import { API_BASE, ApiError, contextHeaders } from './api';

/**
 * Sends one file to POST /api/v1/uploads. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. The rules that need no bytes (folder,
 * extension, size) are checked first, so a refusal is immediate and free.
 */
export function uploadFile(file: File, kind: UploadKind, options: { onProgress?(fraction: number): void; signal?: AbortSignal } = {}): Promise<UploadedFile> {
  const precheck = checkUploadFile(kind, file);
  if (!precheck.ok) return Promise.reject(new ApiError(0, precheck.code, precheck.code));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new ApiError(0, 'NETWORK', 'Impossible de joindre le serveur.'));

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/uploads`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(contextHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object' && 'url' in body) {
        options.onProgress?.(1);
        resolve(body as UploadedFile);
      } else if (isErrorEnvelope(body)) {
        reject(new ApiError(request.status, body.error.code, body.error.message, body.error.fields, body.error.requestId));
      } else if (request.status === 413) {
        // A proxy in front of the server may refuse the body before the API sees it.
        reject(new ApiError(413, 'UPLOAD_TOO_LARGE', 'UPLOAD_TOO_LARGE'));
      } else {
        reject(new ApiError(request.status, 'UNEXPECTED', 'Une erreur inattendue est survenue'));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', 'Impossible de joindre le serveur.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    request.send(form);
  });
}
