import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import { FinishDialog } from './FinishDialog';
import { json } from '../../../testing/render';

const ID = '00000000-0000-4000-8000-000000000001';
const engagement = { id: ID, state: 'validated', approximateDurationHours: 11, timeslots: [] } as unknown as EngagementView;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(json(200, { status: 'ok', engagement: { id: ID, state: 'finished' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FinishDialog companySlug="acme" engagement={engagement} onDone={onDone} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDone;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Terminer la mission' }));
const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>;

describe('FinishDialog', () => {
  it('asks the survey questions, then sends the answers', async () => {
    const onDone = renderDialog();
    send();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Ce champ est obligatoire.', 'Ce champ est obligatoire.']);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Bien' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/companies\/acme\/engagements\/.+\/finish$/);
    expect(sentBody()).toEqual({ survey: { rating: 4, recommend: 'yes' } });
  });

  it('takes a testimony and the revised duration instead, showing the planned one in days', async () => {
    const onDone = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Laisser un témoignage' }));
    fireEvent.click(screen.getByLabelText('La durée réelle a été différente de la durée prévue (1 jour et demi (11 h))'));
    send();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Votre témoignage'), { target: { value: 'Une belle matinée.' } });
    fireEvent.change(screen.getByLabelText('Durée réelle, en heures'), { target: { value: '14' } });
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody()).toEqual({ testimony: 'Une belle matinée.', revisedDurationHours: 14 });
  });
});
