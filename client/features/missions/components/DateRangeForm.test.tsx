import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import { DateRangeForm } from './DateRangeForm';
import { json, stubFetch } from '../../../testing/render';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DateRangeForm scope={{ kind: 'association', slug: 'amis' }} missionId={7} />
    </QueryClientProvider>,
  );
}

function fill(startsOn: string, endsOn: string, places: string) {
  fireEvent.change(screen.getByLabelText('Premier jour'), { target: { value: startsOn } });
  fireEvent.change(screen.getByLabelText('Dernier jour'), { target: { value: endsOn } });
  fireEvent.change(screen.getByLabelText('Places'), { target: { value: places } });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter la plage de dates' }));
}

describe('DateRangeForm', () => {
  it('refuses a last day before the first day without calling the server', () => {
    renderForm();
    fill('20/05/2030', '01/05/2030', '3');
    expect(screen.getByLabelText('Dernier jour').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a mission too short in French, keeping what was typed', async () => {
    fetchMock.mockResolvedValue(json(422, { error: { code: 'DATE_RANGE_MISSION_TOO_SHORT', message: 'x' } }));
    renderForm();
    fill('01/05/2030', '05/05/2030', '3');
    expect(await screen.findByText("Une plage de dates n'est possible que pour les missions de plus de 10 jours.")).toBeTruthy();
    expect((screen.getByLabelText('Dernier jour') as HTMLInputElement).value).toBe('05/05/2030');
  });

  it('posts the range to the mission', async () => {
    fetchMock.mockResolvedValue(json(200, { mission: { id: 7 } }));
    renderForm();
    fill('01/05/2030', '31/05/2030', '12');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/v1/associations/amis/missions/7/date-range');
    expect(JSON.parse(init.body)).toEqual({ startsOn: '2030-05-01', endsOn: '2030-05-31', places: 12 });
  });
});
