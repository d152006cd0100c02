import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import { CancelDialog } from './CancelDialog';
import { json, stubFetch } from '../../../testing/render';

const ID = '00000000-0000-4000-8000-000000000001';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onDone = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/collaborateur/acme/mes-experiences/${ID}`]}>
        <CancelDialog companySlug="acme" engagementId={ID} onDone={onDone} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onDone, onClose };
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));

describe('CancelDialog', () => {
  it('offers the reasons an employee gives, in French', () => {
    renderDialog();
    const options = [...(screen.getByLabelText('Motif') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual([
      'Choisissez un motif',
      'Je ne suis plus disponible',
      'Raison personnelle',
      'Contrainte professionnelle',
      'La mission ne me correspond pas',
      "Pas de réponse de l'association",
      'Autre',
    ]);
  });

  it('requires a reason', () => {
    renderDialog();
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez une valeur de la liste.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a free text when the reason is "Autre", then sends it', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'ok', engagement: { id: ID, state: 'canceled' } }));
    const { onDone } = renderDialog();
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'other' } });
    confirm();
    expect(screen.getByRole('alert').textContent).toBe('Ce champ est obligatoire.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Précisez le motif'), { target: { value: 'Déménagement' } });
    fireEvent.change(screen.getByLabelText("Un mot pour l'association (facultatif)"), { target: { value: 'Désolé !' } });
    confirm();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: ID, state: 'canceled' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/v1/companies/acme/engagements/${ID}/cancel`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ reason: 'other', otherReason: 'Déménagement', message: 'Désolé !' });
  });

  it('shows a refusal from the server in French and stays open', async () => {
    fetchMock.mockResolvedValue(json(409, { error: { code: 'INVALID_TRANSITION', message: 'x' }, status: 'conflict', code: 'INVALID_TRANSITION' }));
    const { onDone } = renderDialog();
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'not_available' } });
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe("Cette action n'est plus possible dans l'état actuel.");
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Motif') as HTMLSelectElement).value).toBe('not_available');
  });
});
