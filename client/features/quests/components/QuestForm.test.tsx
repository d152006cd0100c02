import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { QuestForm } from './QuestForm';

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('QuestForm', () => {
  it('says what is missing field by field and sends nothing', async () => {
    renderWithProviders(<QuestForm companySlug="acme" onSaved={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(screen.getByLabelText('Titre de la quête').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a fourth thematic with its French message', () => {
    renderWithProviders(<QuestForm companySlug="acme" onSaved={() => undefined} />);
    for (const thematic of ['Environnement', 'Santé', 'Éducation']) fireEvent.click(screen.getByRole('checkbox', { name: thematic }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sport' }));
    expect(screen.getByText('Choisissez au plus 3 thématiques.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Sport' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server’s field messages beside their inputs and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(422, { error: { code: 'VALIDATION_FAILED', message: 'Certains champs sont à corriger.', fields: { 'partners.0.name': ['Ce nom est déjà pris.'] } } }),
    );
    const onSaved = vi.fn();
    renderWithProviders(<QuestForm companySlug="acme" onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Titre de la quête'), { target: { value: 'Sobriété numérique' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un partenaire' }));
    fireEvent.change(screen.getByLabelText('Nom du partenaire 1'), { target: { value: 'Green IT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Ce nom est déjà pris.')).toBeTruthy();
    expect((screen.getByLabelText('Titre de la quête') as HTMLInputElement).value).toBe('Sobriété numérique');
    expect(onSaved).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/companies\/acme\/quests$/);
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({ title: 'Sobriété numérique', partners: [{ name: 'Green IT', link: null, image: null }] });
  });
});
