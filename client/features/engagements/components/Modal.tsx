import { type ReactNode, useRef } from 'react';
import { useDialogFocus } from '../../../ui/use-dialog-focus';

/** A modal dialog holding a form: focus starts inside it and stays there, Escape closes it, focus then returns. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, onClose);
  return (
    <div className="modal-backdrop">
      <div ref={box} className="modal modal--form" role="dialog" aria-modal="true" aria-labelledby="engagement-modal-title">
        <h2 id="engagement-modal-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
