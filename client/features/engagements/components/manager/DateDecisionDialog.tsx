import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerDecision } from '../../api/manager-validation';

/**
 * Spec §2 'engagement timeslot validation and rejection modal': the manager
 * confirms one decision on one date. The server takes no comment with a
 * decision, so none is asked for. Focus starts on the safe choice (back).
 */
export function DateDecisionDialog(props: {
  decision: ManagerDecision;
  employee: string;
  date: string;
  pending: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('engagements');
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    back.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !props.pending && props.onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [props]);
  const validate = props.decision === 'validate';
  return (
    <div className="modal-backdrop">
      <div className="modal stack" role="dialog" aria-modal="true" aria-labelledby="decision-title">
        <h2 id="decision-title">{validate ? t('manager_validation.validate_title') : t('manager_validation.reject_title')}</h2>
        <p>{t(validate ? 'manager_validation.validate_question' : 'manager_validation.reject_question', { employee: props.employee, date: props.date })}</p>
        {props.error && (
          <p className="form__error" role="alert">
            {props.error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className={validate ? 'button button--primary' : 'button button--danger'} disabled={props.pending} onClick={props.onConfirm}>
            {validate ? t('manager_validation.validate_confirm') : t('manager_validation.reject_confirm')}
          </button>
          <button type="button" ref={back} className="button" disabled={props.pending} onClick={props.onCancel}>
            {t('manager_validation.back')}
          </button>
        </div>
      </div>
    </div>
  );
}
