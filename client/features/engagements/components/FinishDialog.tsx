import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementCreditHours } from '../../../../shared/credits/engagement-hours';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { finishInputSchema } from '../../../../shared/engagements/engagement.schema';
import type { FieldErrors } from '../../../../shared/errors';
import { validationMessage } from '../../../../shared/validation/messages';
import { ApiError } from '../../../lib/api';
import { checkForm } from '../../../lib/form';
import { useEngagementSteps } from '../api/manage-engagement';
import { durationText } from '../format';
import { Field, TextAreaField } from '../../../ui/Field';
import { Modal } from './Modal';

type Mode = 'survey' | 'testimony';
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Finishing a mission (spec §2 'Survey and testimony modals'): the short survey
 * or a testimony, and the revised duration when the mission took another time
 * than planned. On a mission the association already finished, it completes the survey.
 */
export function FinishDialog({
  companySlug,
  engagement,
  onDone,
  onClose,
}: {
  companySlug: string;
  engagement: EngagementView;
  onDone: (engagement: EngagementView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['engagements', 'credits', 'errors']);
  const { finish } = useEngagementSteps(companySlug);
  const [mode, setMode] = useState<Mode>('survey');
  const [rating, setRating] = useState<number | null>(null);
  const [recommend, setRecommend] = useState<'yes' | 'no' | null>(null);
  const [testimony, setTestimony] = useState('');
  const [revise, setRevise] = useState(false);
  const [revisedHours, setRevisedHours] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ids = { hours: useId(), rating: useId(), recommend: useId() };
  const plannedHours =
    engagement.approximateDurationHours ??
    engagementCreditHours(engagement.timeslots.map((date) => ({ startsAt: new Date(date.startsAt), endsAt: new Date(date.endsAt), state: date.state })));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const hours = revise && revisedHours.trim() !== '' ? Number(revisedHours.replace(',', '.')) : undefined;
    const checked = checkForm(
      finishInputSchema,
      {
        engagementId: engagement.id,
        survey: mode === 'survey' ? { rating, recommend } : undefined,
        testimony: mode === 'testimony' && testimony.trim() ? testimony : undefined,
        revisedDurationHours: hours,
      },
      form.current,
    );
    const errors: FieldErrors = checked.ok ? {} : { ...checked.fields };
    if (mode === 'survey' && rating === null) errors.rating = [validationMessage('required')];
    if (mode === 'survey' && recommend === null) errors.recommend = [validationMessage('required')];
    if (mode === 'testimony' && !testimony.trim()) errors.testimony = [validationMessage('required')];
    if (revise && (hours === undefined || Number.isNaN(hours))) errors.revisedDurationHours = [validationMessage('required')];
    if (!checked.ok || Object.keys(errors).length > 0) {
      setFields(errors);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setFields({});
    finish.mutate(checked.data, {
      onSuccess: (answer) => onDone(answer.engagement),
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
        if (code === 'VALIDATION_FAILED' && error instanceof ApiError && Object.keys(error.fields).length > 0) return setFields(error.fields);
        setFailure(code === 'NETWORK' ? t('detail.offline_action') : t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') }));
      },
    });
  };

  const errorOf = (name: string, id: string) =>
    fields[name] && (
      <span className="field__error" id={`${id}-error`} role="alert">
        {fields[name]!.join(' ')}
      </span>
    );

  return (
    <Modal title={engagement.state === 'finished' ? t('finish.survey_title') : t('finish.title')} onClose={onClose}>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('finish.intro')}</p>
        <fieldset className="finish-mode">
          <legend className="field__label">{t('finish.mode')}</legend>
          {(['survey', 'testimony'] as const).map((value) => (
            <label key={value} className="apply-form__radio">
              <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              <span>{t(`finish.mode_${value}`)}</span>
            </label>
          ))}
        </fieldset>

        {mode === 'survey' ? (
          <>
            <fieldset aria-describedby={fields.rating ? `${ids.rating}-error` : undefined}>
              <legend className="field__label">{t('finish.rating')}</legend>
              <div className="finish-rating">
                {RATINGS.map((value) => (
                  <label key={value} className="apply-form__radio">
                    <input type="radio" name="rating" value={value} checked={rating === value} aria-invalid={fields.rating ? true : undefined} onChange={() => setRating(value)} />
                    <span>{t(`finish.rating_${value}`)}</span>
                  </label>
                ))}
              </div>
              {errorOf('rating', ids.rating)}
            </fieldset>
            <fieldset aria-describedby={fields.recommend ? `${ids.recommend}-error` : undefined}>
              <legend className="field__label">{t('finish.recommend')}</legend>
              {(['yes', 'no'] as const).map((value) => (
                <label key={value} className="apply-form__radio">
                  <input type="radio" name="recommend" value={value} checked={recommend === value} aria-invalid={fields.recommend ? true : undefined} onChange={() => setRecommend(value)} />
                  <span>{t(`finish.recommend_${value}`)}</span>
                </label>
              ))}
              {errorOf('recommend', ids.recommend)}
            </fieldset>
          </>
        ) : (
          <TextAreaField
            label={t('finish.testimony')}
            name="testimony"
            rows={5}
            maxLength={5000}
            value={testimony}
            onChange={(event) => setTestimony(event.target.value)}
            errors={fields.testimony}
          />
        )}

        <div className="field field--checkbox">
          <input id={`${ids.hours}-toggle`} type="checkbox" checked={revise} onChange={(event) => setRevise(event.target.checked)} />
          <label htmlFor={`${ids.hours}-toggle`}>{t('finish.revise', { planned: durationText(t, plannedHours) })}</label>
        </div>
        {revise && (
          <Field
            label={t('finish.revised_hours')}
            hint={t('finish.revised_hint')}
            name="revisedDurationHours"
            type="number"
            inputMode="decimal"
            min={0}
            max={2000}
            step={1}
            value={revisedHours}
            onChange={(event) => setRevisedHours(event.target.value)}
            errors={fields.revisedDurationHours}
          />
        )}
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={finish.isPending}>
            {finish.isPending ? t('finish.sending') : engagement.state === 'finished' ? t('finish.submit_survey') : t('finish.submit')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('finish.back')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
