import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SidePanel, usePanel } from './SidePanel';

function Harness({ confirmClose = false }: { confirmClose?: boolean }) {
  const panel = usePanel('user');
  return (
    <>
      <button type="button" onClick={() => panel.open(42)}>
        ouvrir
      </button>
      <output>{useLocation().search}</output>
      <SidePanel name="user" title="Utilisateur" confirmClose={confirmClose}>
        {(id) => <p>contenu {id}</p>}
      </SidePanel>
    </>
  );
}

const renderAt = (url: string, confirmClose?: boolean) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness confirmClose={confirmClose} />
    </MemoryRouter>,
  );

describe('SidePanel', () => {
  it('opens through panel-{name}={id} and shows the id', () => {
    renderAt('/x');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('ouvrir'));
    expect(screen.getByRole('status').textContent).toBe('?panel-user=42');
    expect(screen.getByRole('dialog', { name: 'Utilisateur' })).toBeTruthy();
    expect(screen.getByText('contenu 42')).toBeTruthy();
  });

  it('closes by removing the parameter, keeping the others', () => {
    renderAt('/x?bar_tab=a&panel-user=7');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le panneau' }));
    expect(screen.getByRole('status').textContent).toBe('?bar_tab=a');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches between 800px and full width', () => {
    renderAt('/x?panel-user=7');
    const panel = screen.getByRole('dialog');
    expect(panel.className).not.toContain('side-panel--fullscreen');
    fireEvent.click(screen.getByRole('button', { name: 'Plein écran' }));
    expect(panel.className).toContain('side-panel--fullscreen');
  });

  it('asks for confirmation with "Oui, annuler" / "Non" when asked to', () => {
    renderAt('/x?panel-user=7', true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.getByRole('dialog', { name: 'Utilisateur' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le panneau' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
