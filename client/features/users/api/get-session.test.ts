import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../shared/users/me';
import { forgetLastSession, getSession, sessionQueryOptions } from './get-session';

const me: Me = {
  user: { id: 'u1', email: 'c@x.fr', firstName: 'Camille', lastName: null, fullName: 'Camille', lang: 'fr', isPlatformAdmin: false },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }],
  associations: [],
  impersonatedBy: null,
};

const KEY = 'solidaire.last-session';
const placeholder = () => (sessionQueryOptions().placeholderData as () => Me | null | undefined)();

describe('the session kept for offline use', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is written by each session check, signed in or out', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(Response.json({ me })).mockResolvedValueOnce(Response.json({ me: null }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getSession()).resolves.toEqual(me);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(me);
    await expect(getSession()).resolves.toBeNull();
    expect(localStorage.getItem(KEY)).toBe('null');
  });

  it('stands in for the session until the server answers', () => {
    expect(placeholder()).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify(me));
    expect(placeholder()).toEqual(me);
    localStorage.setItem(KEY, 'null');
    expect(placeholder()).toBeNull();
    forgetLastSession();
    expect(placeholder()).toBeUndefined();
  });

  it('is ignored when it is not a session (corrupt, or written by another version)', () => {
    for (const raw of ['{', '"me"', '{}', JSON.stringify({ ...me, companies: [{ ...me.companies[0], role: 'BOSS' }] }), JSON.stringify({ me })]) {
      localStorage.setItem(KEY, raw);
      expect(placeholder()).toBeUndefined();
    }
  });

  it('is what the session query shows until the server answers', () => {
    localStorage.setItem(KEY, JSON.stringify(me));
    const observer = new QueryObserver(new QueryClient(), { ...sessionQueryOptions(), enabled: false });
    expect(observer.getCurrentResult()).toMatchObject({ data: me, isPlaceholderData: true });
  });
});
