import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showFlash } from '../../../ui/notifications';
import { json, stubFetch } from '../../../testing/render';
import { EmployeeImport, readCsvFile } from './EmployeeImport';

vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderImport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmployeeImport slug="acme" disabled={false} />
    </QueryClientProvider>,
  );
}
const choose = (text: string, name = 'salaries.csv') =>
  fireEvent.change(screen.getByLabelText('Fichier CSV'), { target: { files: [new File([text], name, { type: 'text/csv' })] } });
const row = { line: 2, email: 'lea.roux@acme.example', firstName: 'Léa', lastName: 'Roux', entity: 'Siège', managerEmail: null, matricule: 'LR-1', role: 'COMPANY_AMBASSADOR', outcome: 'create' };
const sent = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return [String(url).replace(`${window.location.origin}/api/v1`, ''), JSON.parse(String((init as RequestInit).body))];
};

describe('EmployeeImport', () => {
  it('shows the line errors of a file, offers no import, and imports the corrected file once its preview is clean', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, {
          rows: [row],
          errors: [
            { line: 3, column: 'email', code: 'email_invalid', params: { value: 'jean.dupont@acme' } },
            { line: 1, column: null, code: 'column_unknown', params: { heading: 'service' } },
          ],
          toCreate: 1,
          toUpdate: 0,
        }),
      )
      .mockResolvedValueOnce(json(200, { rows: [row], errors: [], toCreate: 1, toUpdate: 0 }))
      .mockResolvedValueOnce(json(200, { status: 'ok', created: 1, updated: 0, invited: 1 }));
    renderImport();
    choose('e-mail;prénom\nlea.roux@acme.example;Léa\njean.dupont@acme;Jean\n');
    const alert = await screen.findByText(/Le fichier contient 2 erreurs : rien n'a été importé/);
    expect(alert.closest('[role="alert"]')!.textContent).toContain("Ligne 3, colonne « E-mail » : « jean.dupont@acme » n'est pas une adresse e-mail valide.");
    expect(alert.closest('[role="alert"]')!.textContent).toContain('Ligne 1 : Colonne inconnue « service ».');
    expect(screen.queryByRole('button', { name: /Importer/ })).toBeNull();
    expect(screen.getByLabelText('Fichier CSV').getAttribute('aria-invalid')).toBe('true');
    expect(sent(0)).toEqual(['/companies/acme/employee-imports/preview', { csv: 'e-mail;prénom\nlea.roux@acme.example;Léa\njean.dupont@acme;Jean\n' }]);

    choose('e-mail;prénom\nlea.roux@acme.example;Léa\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Importer 1 collaborateur' }));
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', 'Import terminé. Collaborateurs ajoutés : 1 · mis à jour : 0 · invitations envoyées : 1.'));
    expect(sent(2)).toEqual(['/companies/acme/employee-imports', { csv: 'e-mail;prénom\nlea.roux@acme.example;Léa\n' }]);
  });

  it('shows the errors of an import refused by the server, and keeps the file', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { rows: [row], errors: [], toCreate: 1, toUpdate: 0 }))
      .mockResolvedValueOnce(
        json(422, {
          error: { code: 'EMPLOYEE_IMPORT_INVALID', message: 'x' },
          status: 'rejected',
          code: 'EMPLOYEE_IMPORT_INVALID',
          details: { errors: [{ line: 2, column: 'matricule', code: 'matricule_taken', params: { value: 'LR-1', email: 'autre@acme.example' } }] },
        }),
      );
    renderImport();
    choose('e-mail;matricule\nlea.roux@acme.example;LR-1\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Importer 1 collaborateur' }));
    expect((await screen.findByText(/Ligne 2, colonne « Matricule »/)).textContent).toBe('Ligne 2, colonne « Matricule » : Le matricule LR-1 est déjà celui de autre@acme.example.');
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('reads a UTF-8 file (its byte order mark dropped), and a Windows-1252 one as French Excel writes it', async () => {
    expect(await readCsvFile(new Blob(['\uFEFFe-mail;prénom\n']))).toBe('e-mail;prénom\n');
    expect(await readCsvFile(new Blob([new Uint8Array([0x70, 0x72, 0xe9, 0x6e, 0x6f, 0x6d])]))).toBe('prénom');
  });
});
