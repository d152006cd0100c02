import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';

const tabs = [
  { id: 'summary', label: 'Résumé' },
  { id: 'applications', label: 'Candidatures' },
  { id: 'slots', label: 'Créneaux' },
];

function Location() {
  return <output>{useLocation().search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <TabBar tabs={tabs} label="Onglets" />
      <Location />
    </MemoryRouter>,
  );
}

describe('TabBar', () => {
  it('selects the tab named by bar_tab', () => {
    renderAt('/m?bar_tab=slots');
    expect(screen.getByRole('tab', { name: 'Créneaux' }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first tab for a missing or unknown bar_tab', () => {
    renderAt('/m?bar_tab=nope');
    expect(screen.getByRole('tab', { name: 'Résumé' }).getAttribute('aria-selected')).toBe('true');
  });

  it('stores the clicked tab in bar_tab and keeps the other parameters', () => {
    renderAt('/m?panel-user=4');
    fireEvent.click(screen.getByRole('tab', { name: 'Candidatures' }));
    expect(screen.getByRole('status').textContent).toBe('?panel-user=4&bar_tab=applications');
    expect(screen.getByRole('tab', { name: 'Candidatures' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrow keys and wraps around', () => {
    renderAt('/m');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Résumé' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toBe('?bar_tab=slots');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Créneaux' }), { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe('?bar_tab=summary');
  });
});
