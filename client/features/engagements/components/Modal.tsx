import { type ReactNode, useEffect, useRef } from 'react';

/** A modal dialog holding a form; Escape closes it and focus starts inside it. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('select, input, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="modal-backdrop">
      <div ref={box} className="modal modal--form" role="dialog" aria-modal="true" aria-labelledby="engagement-modal-title">
        <h2 id="engagement-modal-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
