import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox, wrapIndex } from './Lightbox';

const IMAGES = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        voir
      </button>
      {index !== null && (
        <Lightbox
          images={IMAGES}
          index={index}
          onIndexChange={setIndex}
          onClose={() => {
            setIndex(null);
            onClose();
          }}
        />
      )}
    </>
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img')!.getAttribute('src');
const key = (name: string, options: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name, ...options });

describe('Lightbox (spec §2)', () => {
  it('wraps indexes past both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('is a modal dialog that wraps around with the arrow keys and the buttons', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('voir'));
    const dialog = screen.getByRole('dialog', { name: "Visionneuse d'images" });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(shown()).toBe('/uploads/a.png');
    expect(screen.getByText('Image 1 sur 3')).toBeTruthy();

    key('ArrowLeft');
    expect(shown()).toBe('/uploads/c.png');
    key('ArrowRight');
    expect(shown()).toBe('/uploads/a.png');
    key('ArrowRight');
    key('ArrowRight');
    expect(shown()).toBe('/uploads/c.png');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(shown()).toBe('/uploads/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(shown()).toBe('/uploads/c.png');
    expect(screen.getByText('Image 3 sur 3')).toBeTruthy();
  });

  it('navigates by swiping', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('voir'));
    const dialog = screen.getByRole('dialog');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: fromX, clientY: 100 }] });
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: toX, clientY: 105 }] });
    };
    swipe(300, 100); // to the left: next
    expect(shown()).toBe('/uploads/b.png');
    swipe(100, 300); // to the right: previous
    swipe(100, 300);
    expect(shown()).toBe('/uploads/c.png');
    swipe(100, 120); // too short: nothing
    expect(shown()).toBe('/uploads/c.png');
  });

  it('closes with Escape and gives the focus back to the opener; focus stays inside meanwhile', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('voir');
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Fermer la visionneuse' });
    expect(document.activeElement).toBe(close);

    // Shift+Tab from the first control goes to the last one, Tab from the last back to the first.
    key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Image suivante' }));
    key('Tab');
    expect(document.activeElement).toBe(close);

    // Escape does not reach listeners behind the viewer (a side panel would close too).
    const behind = vi.fn();
    window.addEventListener('keydown', behind);
    act(() => {
      key('Escape');
    });
    window.removeEventListener('keydown', behind);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(behind).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
