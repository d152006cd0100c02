import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location, LocationKind } from '../../shared/validation/inputs';
import { PlaceInput, addressOn } from './PlaceInput';
import { json } from '../testing/render';

const city = (label: string, postalCode: string, latitude: number, longitude: number): Location => ({
  kind: 'city',
  label,
  city: label,
  postalCode,
  region: 'Auvergne-Rhône-Alpes',
  country: 'FR',
  latitude,
  longitude,
});
const LYON = city('Lyon', '69001', 45.75, 4.85);
const LYONS = city('Lyons-la-Forêt', '27480', 49.4, 1.5);
const PARIS = { ...city('Paris', '75001', 48.8566, 2.3522), region: 'Île-de-France' };

function Harness(props: { onChange: (place: Location | null) => void; excludeLabels?: string[]; allowAddress?: boolean; kinds?: LocationKind[] }) {
  const [value, setValue] = useState<Location | null>(null);
  return (
    <PlaceInput
      label="Lieu de la mission"
      value={value}
      onChange={(place) => {
        setValue(place);
        props.onChange(place);
      }}
      excludeLabels={props.excludeLabels}
      allowAddress={props.allowAddress}
      kinds={props.kinds}
    />
  );
}

describe('PlaceInput (spec §5: chosen from the suggestions, a city never twice)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: URL) => {
      const q = url.searchParams.get('q') ?? '';
      if (q.startsWith('ly')) return json(200, { places: [LYON, LYONS] });
      if (q.startsWith('par')) return json(200, { places: [PARIS] });
      if (q === 'panne') return json(500, { error: { code: 'INTERNAL', message: 'x' } });
      return json(200, { places: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const input = () => screen.getByRole('combobox', { name: 'Lieu de la mission' });
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

  it('queries /places once typing pauses and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} kinds={['city', 'region']} />);
    type('l');
    type('ly');
    await screen.findAllByRole('option');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = fetchMock.mock.calls[0]![0] as URL;
    expect(url.pathname).toBe('/api/v1/places');
    expect(url.searchParams.get('q')).toBe('ly');
    expect(url.searchParams.get('kinds')).toBe('city,region');

    expect(input().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(LYON);
    expect((input() as HTMLInputElement).value).toBe('Lyon');
    expect(screen.queryAllByRole('option', { hidden: false }).filter((option) => !option.closest('[hidden]'))).toHaveLength(0);
  });

  it('refuses free text with the French message and keeps what was typed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    type('Nulle part');
    await screen.findByText('Aucun lieu ne correspond à « Nulle part ».');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Choisissez un lieu parmi les suggestions.');
    fireEvent.blur(input());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choisissez un lieu parmi les suggestions.'));
    expect((input() as HTMLInputElement).value).toBe('Nulle part');
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ label: expect.any(String) }));
  });

  it('refuses a city already chosen', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} excludeLabels={['lyon']} />);
    type('lyo');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Cette ville est déjà choisie.');
    expect(onChange).not.toHaveBeenCalled();
    // Another city is fine.
    fireEvent.click(screen.getAllByRole('option', { hidden: true })[1]!);
    expect(onChange).toHaveBeenLastCalledWith(LYONS);
  });

  it('with allowAddress, adds the street to the chosen city and keeps its coordinates', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} allowAddress />);
    expect(screen.queryByLabelText('Numéro et rue')).toBeNull();
    type('par');
    fireEvent.click(await screen.findByRole('option', { name: /Paris/ }));
    expect(onChange).toHaveBeenLastCalledWith(PARIS);
    fireEvent.change(screen.getByLabelText('Numéro et rue'), { target: { value: '12 rue de la Paix ' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...PARIS, kind: 'address', label: '12 rue de la Paix, 75001 Paris', city: 'Paris' });
    expect((screen.getByLabelText('Numéro et rue') as HTMLInputElement).value).toBe('12 rue de la Paix ');
    fireEvent.change(screen.getByLabelText('Numéro et rue'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(PARIS);
  });

  it('says when the search fails', async () => {
    render(<Harness onChange={() => {}} />);
    type('panne');
    expect(await screen.findByText('La recherche de lieux a échoué. Réessayez.')).toBeTruthy();
  });

  it('builds addresses on a city', () => {
    expect(addressOn(LYON, '  ')).toBe(LYON);
    expect(addressOn(LYON, '3 place Bellecour')).toMatchObject({ kind: 'address', label: '3 place Bellecour, 69001 Lyon', latitude: 45.75 });
  });
});
