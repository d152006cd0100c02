import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../../shared/users/me';
import { json, renderWithProviders, stubFetch } from '../../../../testing/render';
import { LegalAcceptance } from './LegalAcceptance';

const ME: Me = {
  user: { id: 'u1', email: 'ines@jardins.example', firstName: 'Inès', lastName: 'Moreau', fullName: 'Inès Moreau', lang: 'fr', isPlatformAdmin: false },
  companies: [],
  associations: [{ id: 3, slug: 'jardins', name: 'Jardins partagés', role: 'ASSOCIATION_ADMIN' }],
  impersonatedBy: null,
  pendingLegalDocuments: [
    { versionId: 7, kind: 'terms_of_use', audience: 'associations', organisationName: null, versionLabel: '2026-2', publishedOn: '2026-03-01', fileUrl: `/uploads/${'a'.repeat(64)}.pdf` },
    { versionId: 9, kind: 'privacy_policy', audience: 'associations', organisationName: 'Jardins partagés', versionLabel: 'P-1', publishedOn: '2026-03-02', fileUrl: `/uploads/${'b'.repeat(64)}.pdf` },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('LegalAcceptance', () => {
  it('lists each document to accept with its audience, version, day and PDF', () => {
    renderWithProviders(<LegalAcceptance me={ME} onAccepted={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions à accepter' })).toBeTruthy();
    expect(screen.getByText('Associations · Version 2026-2 du 01/03/2026')).toBeTruthy();
    expect(screen.getByText('Pour Jardins partagés · Version P-1 du 02/03/2026')).toBeTruthy();
    const terms = screen.getByRole('link', { name: "Lire le document (PDF) : Conditions générales d'utilisation" });
    expect(terms.getAttribute('href')).toBe(`/uploads/${'a'.repeat(64)}.pdf`);
    expect(screen.getByRole('link', { name: 'Se déconnecter' }).getAttribute('href')).toBe('/logout');
  });

  it('accepts the versions it shows and hands the new session on', async () => {
    const onAccepted = vi.fn();
    const accepted: Me = { ...ME, pendingLegalDocuments: [] };
    fetchMock.mockImplementation(async () => json(200, { me: accepted }));
    renderWithProviders(<LegalAcceptance me={ME} onAccepted={onAccepted} />);
    fireEvent.click(screen.getByRole('button', { name: "J'accepte" }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(accepted));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/me\/legal-acceptances$/);
    expect(JSON.parse(init.body)).toEqual({ versionIds: [7, 9] });
  });

  it('says why when the answer is a refusal, and stays', async () => {
    const onAccepted = vi.fn();
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN', message: 'x', requestId: 'r' } }));
    renderWithProviders(<LegalAcceptance me={ME} onAccepted={onAccepted} />);
    fireEvent.click(screen.getByRole('button', { name: "J'accepte" }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Vous n'avez pas l'autorisation d'accéder à cette page"));
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
