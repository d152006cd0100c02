import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';

function Harness({ initial = '', onValue = () => {} }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Au"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Au') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('DateInput', () => {
  it('is labelled, says the French format and never shows the browser one', () => {
    render(<Harness />);
    expect(field().type).toBe('text');
    expect(field().placeholder).toBe('jj/mm/aaaa');
    expect(screen.getByText('Format : jj/mm/aaaa')).toBeTruthy();
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: 'Choisir la date dans le calendrier' })).toBeTruthy();
  });

  it('shows an ISO value the French way', () => {
    render(<Harness initial="2026-12-03" />);
    expect(field().value).toBe('03/12/2026');
  });

  it('masks the typing and gives the form an ISO date', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    type('03');
    expect(field().value).toBe('03/');
    type('03/12');
    expect(field().value).toBe('03/12/');
    type('03/12/2026');
    expect(field().value).toBe('03/12/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-03');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-03');
  });

  it('lets the person erase back to empty', () => {
    render(<Harness initial="2026-12-03" />);
    type('03/');
    type('03');
    expect(field().value).toBe('03');
    type('');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('says « Date invalide » once an impossible date is left, and passes the text on for the schema to refuse', () => {
    render(<Harness />);
    type('31/02/2026');
    expect(screen.queryByText('Date invalide.')).toBeNull();
    fireEvent.blur(field());
    expect(screen.getByText('Date invalide.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('31/02/2026');
    type('28/02/2026');
    expect(screen.queryByText('Date invalide.')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('2026-02-28');
  });

  it('takes a date picked in the calendar', () => {
    const { container } = render(<Harness />);
    const native = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(native.getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(native, { target: { value: '2027-01-15' } });
    expect(field().value).toBe('15/01/2027');
    expect(screen.getByTestId('value').textContent).toBe('2027-01-15');
  });

  it('shows the messages of the form without repeating its own', () => {
    render(<DateInput label="Du" value="" onChange={() => {}} errors={['La date de fin doit suivre la date de début.']} />);
    expect(screen.getByText('La date de fin doit suivre la date de début.')).toBeTruthy();
  });
});
