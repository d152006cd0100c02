import { contextFromPath } from '../../shared/contexts';
import { type FieldErrors, isErrorEnvelope } from '../../shared/errors';

export const API_BASE = '/api/v1';

/** An API failure as the screens see it: a stable code, a message and per-field messages. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    readonly requestId?: string,
    /** What a refused mutation adds beside the envelope (engagements: the waiting list, other slots, the credit warning). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Ids of the organisation whose space is open, sent as X-Company-Id / X-Association-Id. */
let spaceIds: { companyId?: number; associationId?: number } = {};
export function setApiSpace(ids: { companyId?: number; associationId?: number }) {
  spaceIds = ids;
}

export function contextHeaders(pathname: string = window.location.pathname): Record<string, string> {
  const context = contextFromPath(pathname);
  const headers: Record<string, string> = { 'X-Context-Type': context.type, 'X-Requested-With': 'XMLHttpRequest' };
  if ((context.type === 'employee' || context.type === 'company') && spaceIds.companyId) headers['X-Company-Id'] = String(spaceIds.companyId);
  if (context.type === 'association' && spaceIds.associationId) headers['X-Association-Id'] = String(spaceIds.associationId);
  return headers;
}

const RELOAD_GUARD_KEY = 'solidaire.reloaded-on-401';

/**
 * Spec §7: any 401 reloads the page (the session is gone; the layouts then send
 * the user to sign in). A guard stops a reload loop if the reloaded page gets 401 again.
 */
function reloadOnUnauthorized() {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.reload();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorEnvelope(body)) {
    const details = (body as { details?: unknown }).details;
    return new ApiError(
      response.status,
      body.error.code,
      body.error.message,
      body.error.fields,
      body.error.requestId,
      typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : {},
    );
  }
  return new ApiError(response.status, 'UNEXPECTED', 'Une erreur inattendue est survenue');
}

/** Sends a request to `/api/v1` with the context headers; throws `ApiError` on failure. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...contextHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Impossible de joindre le serveur.');
  }
  if (response.status === 401) reloadOnUnauthorized();
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Downloads a file from the API; the caller shows 'Le téléchargement du fichier a échoué.' on failure. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { headers: contextHeaders(), credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) throw new ApiError(response?.status ?? 0, 'DOWNLOAD_FAILED', 'Le téléchargement du fichier a échoué.');
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name ? decodeURIComponent(name) : fallbackName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** POSTs to better-auth's endpoints under `/api/auth`, which answer with the same error envelope. */
export async function postAuth(path: string, body: unknown): Promise<void> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...contextHeaders() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'Impossible de joindre le serveur.');
  });
  if (!response.ok) throw await toApiError(response);
}
