import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary, errorSummaryItems } from './ErrorSummary';

describe('errorSummaryItems', () => {
  it('names each field in error, in the order of the form', () => {
    const items = errorSummaryItems({ description: ['Trop court.'], title: ['Indiquez le titre de la mission.'], 'timeslots.0.date': ['Date invalide.'], empty: [] }, (field) => `[${field}]`, [
      'title',
      'description',
      'timeslots',
    ]);
    expect(items).toEqual([
      { field: 'title', label: '[title]', message: 'Indiquez le titre de la mission.' },
      { field: 'description', label: '[description]', message: 'Trop court.' },
      { field: 'timeslots.0.date', label: '[timeslots.0.date]', message: 'Date invalide.' },
    ]);
  });
});

describe('ErrorSummary', () => {
  const items = [
    { field: 'title', label: 'Titre', message: 'Indiquez le titre de la mission.' },
    { field: 'timeslots.0.date', label: 'Date', message: 'Date invalide.' },
  ];

  it('says how many fields to fix, takes the focus on an attempt, and each link focuses its field', () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    const onFollow = vi.fn();
    render(
      <form>
        <ErrorSummary items={items} attempt={1} onFollow={onFollow} />
        <input name="title" aria-label="Titre" />
        <div data-field="timeslots.0">
          <input aria-label="Date du créneau" />
        </div>
      </form>,
    );
    const summary = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: '2 champs à corriger' })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Titre : Indiquez le titre de la mission.' }));
    expect(onFollow).toHaveBeenCalledWith('title');
    expect(document.activeElement).toBe(screen.getByLabelText('Titre'));
    fireEvent.click(screen.getByRole('link', { name: 'Date : Date invalide.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Date du créneau'));
    vi.unstubAllGlobals();
  });

  it('says one field in the singular, and shows nothing without errors', () => {
    const { rerender } = render(<ErrorSummary items={items.slice(0, 1)} attempt={0} />);
    expect(screen.getByRole('heading', { name: '1 champ à corriger' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    rerender(<ErrorSummary items={[]} attempt={2} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
