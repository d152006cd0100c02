import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, contextHeaders, downloadFile, setApiSpace } from './api';
import { json } from '../testing/render';

describe('the API client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiSpace({});
  });

  it('sends the context headers of the space', () => {
    setApiSpace({ companyId: 7 });
    expect(contextHeaders('/collaborateur/acme/accueil')).toEqual({ 'X-Context-Type': 'employee', 'X-Requested-With': 'XMLHttpRequest', 'X-Company-Id': '7' });
    expect(contextHeaders('/entreprise/acme')).toMatchObject({ 'X-Context-Type': 'company', 'X-Company-Id': '7' });
    setApiSpace({ associationId: 3 });
    expect(contextHeaders('/association/amis')).toEqual({ 'X-Context-Type': 'association', 'X-Requested-With': 'XMLHttpRequest', 'X-Association-Id': '3' });
    expect(contextHeaders('/admin')).toEqual({ 'X-Context-Type': 'admin', 'X-Requested-With': 'XMLHttpRequest' });
    expect(contextHeaders('/login')).toEqual({ 'X-Context-Type': 'public', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('calls /api/v1 with query parameters and a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiFetch('/things', { method: 'POST', query: { page: 2, empty: '', none: undefined }, body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/things?page=2`);
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('turns the error envelope into an ApiError with its field messages', async () => {
    fetchMock.mockResolvedValue(json(400, { error: { code: 'VALIDATION_FAILED', message: 'Champs', fields: { title: ['Obligatoire'] }, requestId: 'r1' } }));
    const error = await apiFetch('/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { title: ['Obligatoire'] }, requestId: 'r1' });
  });

  it('keeps the details a refused mutation sends beside the envelope', async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: { code: 'TIMESLOT_FULL', message: 'Complet' }, status: 'conflict', code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [3], waitingListOffered: true } }),
    );
    await expect(apiFetch('/things')).rejects.toMatchObject({ code: 'TIMESLOT_FULL', details: { fullTimeslotIds: [3], waitingListOffered: true } });
    fetchMock.mockResolvedValue(json(404, { error: { code: 'NOT_FOUND', message: 'Introuvable' } }));
    await expect(apiFetch('/things')).rejects.toMatchObject({ code: 'NOT_FOUND', details: {} });
  });

  it('falls back to the default message when the body is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502 }));
    await expect(apiFetch('/things')).rejects.toMatchObject({ code: 'UNEXPECTED', message: 'Une erreur inattendue est survenue' });
  });

  it('reports a network failure as NETWORK', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/things')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('reloads the page on 401, once', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, pathname: '/admin', origin: window.location.origin } as Location);
    fetchMock.mockImplementation(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }));
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 401 });
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 401 });
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('reports a failed download as DOWNLOAD_FAILED', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await expect(downloadFile('/exports/x', 'x.csv')).rejects.toMatchObject({ code: 'DOWNLOAD_FAILED', message: 'Le téléchargement du fichier a échoué.' });
  });
});
