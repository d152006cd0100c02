import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { ChallengeForm } from './ChallengeForm';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillDate = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Date' }), { target: { value } });

describe('ChallengeForm', () => {
  it('refuses a missing name and an end before the start beside their fields, without sending', async () => {
    renderWithProviders(<ChallengeForm companySlug="acme" onDone={vi.fn()} onCancel={vi.fn()} />, '/entreprise/acme/evenements/creer');
    fillDate('04/12/2026');
    fill('Heure de début', '12:30');
    fill('Heure de fin', '12:00');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByText("L'heure de fin doit être postérieure à l'heure de début.")).toBeTruthy();
    expect(screen.getByLabelText("Nom de l'événement").getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the event, and keeps what was typed when the server refuses a field', async () => {
    const onDone = vi.fn();
    renderWithProviders(<ChallengeForm companySlug="acme" onDone={onDone} onCancel={vi.fn()} />, '/entreprise/acme/evenements/creer');
    fill("Nom de l'événement", 'Fresque du climat');
    fillDate('04/12/2026');
    fill('Heure de début', '12:30');
    fill('Heure de fin', '13:30');
    fill("Lien de la page de l'événement", 'https://evenements.example/fresque');
    fill('Points gagnés', '50');
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'x', requestId: 'r', fields: { landingPageUrl: ['Saisissez un lien complet commençant par https://.'] } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText('Saisissez un lien complet commençant par https://.')).toBeTruthy();
    const body = JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body));
    expect(body).toMatchObject({ name: 'Fresque du climat', date: '2026-12-04', startTime: '12:30', endTime: '13:30', rewardPoints: 50, isActive: true });
    expect((screen.getByLabelText("Nom de l'événement") as HTMLInputElement).value).toBe('Fresque du climat');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('Tous les champs obligatoires ne sont pas correctement complétés')).toBeTruthy();
  });
});
