import { useRef } from 'react';
import { useDialogFocus } from './use-dialog-focus';

/** A small modal asking to confirm; focus starts on the safe choice, stays inside, and Escape cancels. */
export function ConfirmDialog(props: { message: string; confirmLabel: string; cancelLabel: string; onConfirm(): void; onCancel(): void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, props.onCancel, cancel);
  return (
    <div className="modal-backdrop">
      <div ref={box} className="modal" role="alertdialog" aria-modal="true" aria-labelledby="confirm-message">
        <p id="confirm-message">{props.message}</p>
        <div className="modal__actions">
          <button type="button" className="button button--danger" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
          <button type="button" ref={cancel} className="button" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
