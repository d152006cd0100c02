import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { useDialogFocus } from './use-dialog-focus';

function Dialog({ onClose }: { onClose(): void }) {
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, onClose);
  return (
    <div ref={box} role="dialog" aria-modal="true" aria-label="Annuler ma candidature">
      <select aria-label="Motif">
        <option>Autre</option>
      </select>
      <button type="button" disabled>
        Envoi…
      </button>
      <button type="button">Confirmer</button>
      <button type="button" onClick={onClose}>
        Retour
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Annuler ma candidature
      </button>
      <button type="button">Après</button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

const focused = () => document.activeElement;
const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });

describe('useDialogFocus (a modal dialog on the keyboard)', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, and gives focus back to the opener on Escape', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Annuler ma candidature' });
    opener.focus();
    fireEvent.click(opener);
    expect(focused()).toBe(screen.getByRole('combobox', { name: 'Motif' }));

    // Shift+Tab from the first control goes to the last (the disabled button is skipped both ways).
    press('Tab', true);
    expect(focused()).toBe(screen.getByRole('button', { name: 'Retour' }));
    press('Tab');
    expect(focused()).toBe(screen.getByRole('combobox', { name: 'Motif' }));

    // Focus that escaped (e.g. a click outside) is brought back by the next Tab.
    screen.getByRole('button', { name: 'Après' }).focus();
    press('Tab');
    expect(focused()).toBe(screen.getByRole('combobox', { name: 'Motif' }));

    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(opener);
  });

  it('gives focus back when the dialog closes by one of its buttons', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Annuler ma candidature' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(focused()).toBe(opener);
  });

  it('starts a confirmation on its safe choice, and Escape cancels it', () => {
    let canceled = 0;
    render(<ConfirmDialog message="Retirer Alice ?" confirmLabel="Retirer" cancelLabel="Garder" onConfirm={() => undefined} onCancel={() => canceled++} />);
    expect(focused()).toBe(screen.getByRole('button', { name: 'Garder' }));
    press('Tab');
    expect(focused()).toBe(screen.getByRole('button', { name: 'Retirer' }));
    press('Escape');
    expect(canceled).toBe(1);
  });
});
