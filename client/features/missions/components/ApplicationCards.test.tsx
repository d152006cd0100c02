import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MissionApplication } from '../../../../shared/missions/mission-management.schema';
import { renderWithProviders } from '../../../testing/render';
import { ApplicationsTable } from './MissionDashboard';

const application = (overrides: Partial<MissionApplication> = {}): MissionApplication => ({
  id: '00000000-0000-4000-8000-000000000001',
  state: 'created',
  volunteer: { fullName: 'Camille Martin', email: 'camille.martin@acme.example', companyName: 'Acme' },
  timeType: 'work',
  message: 'Disponible le matin.',
  timeslots: [{ startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z' }],
  createdAt: '2030-04-01T08:00:00.000Z',
  availableActions: ['confirm', 'cancel'],
  ...overrides,
});

/** The width the media query sees: a phone (390 px) or a desktop. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width: 720px/.test(query) && width <= 720,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const actions = (row: MissionApplication) => (row.availableActions.includes('confirm') ? <button type="button">Confirmer</button> : null);

describe('the Candidatures tab', () => {
  it('on a phone: one card per application with the volunteer, the state, the dates and the actions the server sent', () => {
    viewport(390);
    renderWithProviders(<ApplicationsTable applications={[application(), application({ id: '00000000-0000-4000-8000-000000000002', state: 'validated', availableActions: ['finish'], volunteer: { fullName: 'Sam Salarié', email: 's@acme.example', companyName: 'Acme' } })]} actions={actions} />, '/association/amis/missions/7');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Candidatures' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Camille Martin' })).toBeTruthy();
    expect(first.textContent).toContain('À confirmer');
    expect(first.textContent).toContain('04/05/2030 09:00–12:00');
    expect(first.textContent).toContain('Acme · camille.martin@acme.example');
    expect(within(first).getByRole('button', { name: 'Confirmer' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Suivi' }).getAttribute('href')).toBe('/association/amis/suivi-missions/00000000-0000-4000-8000-000000000001');
    expect(cards[1]!.textContent).toContain('Confirmée');
    expect(within(cards[1]!).queryByRole('button', { name: 'Confirmer' })).toBeNull();
  });

  it('on a desktop: the table', () => {
    viewport(1440);
    renderWithProviders(<ApplicationsTable applications={[application()]} actions={actions} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Candidatures' })).toBeNull();
  });
});
