import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditOverviewCard } from './CreditOverviewCard';

describe('CreditOverviewCard (spec §3 Credit, §9 days in sevenths)', () => {
  it('shows every figure in days and sevenths, with what each one means', () => {
    render(<CreditOverviewCard overview={{ initial: 5, bonus: 1, malus: 3 / 7, pending: 4 / 7, confirmed: 1, finished: 2, total: 2 }} />);
    const cell = (name: RegExp) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(cell(/^Jours attribués/)).toBe('+ 5 jours');
    expect(cell(/^Bonus/)).toBe('+ 1 jour');
    expect(cell(/^Malus/)).toBe('− 3/7 jour');
    expect(cell(/^En attente/)).toBe('− 4/7 jour');
    expect(cell(/^Confirmés/)).toBe('− 1 jour');
    expect(cell(/^Réalisés/)).toBe('− 2 jours');
    expect(within(screen.getByRole('region', { name: 'Solde' })).getByText('2 jours')).toBeTruthy();
    expect(screen.getByText('Réservés par vos candidatures en attente de confirmation.')).toBeTruthy();
  });

  it('says so when applications need more days than the balance', () => {
    render(<CreditOverviewCard overview={{ initial: 1, bonus: 0, malus: 0, pending: 10 / 7, confirmed: 0, finished: 0, total: -3 / 7 }} />);
    expect(within(screen.getByRole('region', { name: 'Solde' })).getByText('-3/7 jour')).toBeTruthy();
    expect(screen.getByText('Vos candidatures demandent plus de jours que votre solde : parlez-en à votre entreprise.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^En attente/ }).nextElementSibling?.textContent).toBe('− 1 3/7 jour');
  });
});
