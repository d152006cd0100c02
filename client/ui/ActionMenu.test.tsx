import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';

function renderMenu(onDelete = vi.fn()) {
  render(
    <MemoryRouter>
      <p>ailleurs</p>
      <ActionMenu
        label="Plus d'actions"
        items={[
          { key: 'duplicate', label: 'Dupliquer', href: '/a/dupliquer' },
          { key: 'hidden', label: 'Indisponible', href: '/a/non', disabled: true },
          { key: 'archive', label: 'Archiver', href: '/a/archiver' },
          { key: 'delete', label: 'Supprimer', onSelect: onDelete, danger: true },
        ]}
      />
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: "Plus d'actions" }), onDelete };
}

describe('ActionMenu', () => {
  it('is a menu button: closed at first, opens on click with the focus on the first item, leaves out disabled items', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dupliquer', 'Archiver', 'Supprimer']);
    expect(document.activeElement?.textContent).toBe('Dupliquer');
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const focused = () => document.activeElement?.textContent;
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Archiver');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Dupliquer');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Supprimer');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Dupliquer');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Supprimer');
  });

  it('closes on Escape with the focus back on the button, and on a click elsewhere', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('ailleurs'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs a button item once and closes; a link item goes to its path', () => {
    const { button, onDelete } = renderMenu();
    fireEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Archiver' }).getAttribute('href')).toBe('/a/archiver');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
