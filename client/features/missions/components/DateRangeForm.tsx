import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { DATE_RANGE_MIN_MISSION_DAYS } from '../../../../shared/missions/mission.rules';
import { dateRangeInputSchema } from '../../../../shared/missions/mission-management.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { DateInput } from '../../../ui/DateInput';
import { Field } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { useAddDateRange } from '../api/manage-mission';
import type { MissionScope } from '../api/mission-scope';

/**
 * Spec §5: one date range, added by platform administrators only, to missions
 * longer than 10 days. The server applies the same rule (`canAddDateRange`).
 */
export function DateRangeForm({ scope, missionId }: { scope: MissionScope; missionId: number }) {
  const { t } = useTranslation('missions');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ startsOn: '', endsOn: '', places: '1' });
  const [fields, setFields] = useState<FieldErrors>({});
  const add = useAddDateRange(scope, missionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(dateRangeInputSchema, { ...values, places: Number(values.places) }, form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    add.mutate(checked.data, {
      onSuccess: () => showFlash('success', t('date_range.added')),
      onError: (error) => setFields(serverFieldErrors(error)),
    });
  };

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const failure = add.isError && Object.keys(serverFieldErrors(add.error)).length === 0 ? errorText(add.error) : null;

  return (
    <form ref={form} className="card" onSubmit={submit} noValidate aria-labelledby="date-range-title">
      <h3 id="date-range-title">{t('date_range.title')}</h3>
      <p className="muted">{t('date_range.hint', { days: DATE_RANGE_MIN_MISSION_DAYS })}</p>
      <DateInput label={t('date_range.starts_on')} name="startsOn" value={values.startsOn} onChange={(startsOn) => setValues((current) => ({ ...current, startsOn }))} errors={fields.startsOn} />
      <DateInput label={t('date_range.ends_on')} name="endsOn" value={values.endsOn} onChange={(endsOn) => setValues((current) => ({ ...current, endsOn }))} errors={fields.endsOn} />
      <Field label={t('date_range.places')} type="number" min={1} value={values.places} onChange={set('places')} errors={fields.places} />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={add.isPending}>
        {t('date_range.submit')}
      </button>
    </form>
  );
}
