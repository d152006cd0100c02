import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntermissionOverview } from '../../../../shared/intermission/intermission';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { IntermissionPanel } from './IntermissionPanel';

const overview: IntermissionOverview = {
  associations: [{ id: 3, name: 'Les Amis du Quartier', slug: 'amis-du-quartier', description: null }],
  periods: [],
  totals: { sevenths: 0, valuedAmountCents: 0, taxReductionCents: 0 },
};

describe('IntermissionPanel (issue 20)', () => {
  let fetchMock: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchMock = stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('shows the tax estimate before anything is saved, then saves the period', async () => {
    renderWithProviders(<IntermissionPanel slug="globex" overview={overview} manages online />);
    const estimate = screen.getByRole('region', { name: 'Estimation fiscale' });
    expect(within(estimate).getByText("Renseignez les dates, les jours et le taux journalier moyen pour voir l'estimation.")).toBeTruthy();
    fill('Adresse e-mail du salarié', 'salarie@globex.example');
    fill('Association', '3');
    fill('Début', '2026-03-02');
    fill('Fin', '2026-03-13');
    fill('Jours prêtés', '10');
    fill('Taux journalier moyen (€)', '450');
    expect(within(estimate).getByText("10 jour(s) valorisés 4 500,00 € : réduction d'impôt estimée de 2 700,00 € (60 %).")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok', period: { id: 1 } }));
    fetchMock.mockResolvedValue(json(200, overview));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la période' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/companies/globex/intermission/periods');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      employeeEmail: 'salarie@globex.example',
      associationId: 3,
      support: 'intermission',
      startsOn: '2026-03-02',
      endsOn: '2026-03-13',
      days: 10,
      averageDailyRateCents: 45_000,
    });
  });

  it('refuses in French, before sending, days that are not whole sevenths and reversed dates', () => {
    renderWithProviders(<IntermissionPanel slug="globex" overview={overview} manages online />);
    fill('Début', '2026-03-13');
    fill('Fin', '2026-03-02');
    fill('Jours prêtés', '2');
    fill('Taux journalier moyen (€)', '450');
    expect(within(screen.getByRole('region', { name: 'Estimation fiscale' })).getByText('La date de fin doit suivre la date de début.')).toBeTruthy();
    fill('Fin', '2026-03-20');
    fill('Jours prêtés', '1,5');
    expect(
      within(screen.getByRole('region', { name: 'Estimation fiscale' })).getByText("La durée doit être un multiple d'un septième de journée (une heure sur une journée de 7 heures)."),
    ).toBeTruthy();
    // The export's range, reversed, is refused on its field.
    fill('Du', '2026-12-31');
    fill('Au', '2026-01-01');
    expect(screen.getByRole('button', { name: 'Exporter (Excel)' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
