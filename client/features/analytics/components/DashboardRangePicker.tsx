import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod, MAX_RANGE_YEARS, type RangeProblem, checkCustomRange } from '../../../../shared/analytics/dashboard-range';
import { validationMessage } from '../../../../shared/validation/messages';
import { focusFirstError } from '../../../lib/form';
import { DateInput } from '../../../ui/DateInput';
import type { DashboardRangeControl } from './use-dashboard-range';

const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  '12-mois': 'dashboard.range.last_12_months',
  annee: 'dashboard.range.year_to_date',
  personnalisee: 'dashboard.range.custom',
};

type Problems = { from?: RangeProblem; to?: RangeProblem };
const messages = (problems: Problems) => ({
  from: problems.from ? [validationMessage(problems.from, { years: MAX_RANGE_YEARS })] : undefined,
  to: problems.to ? [validationMessage(problems.to, { years: MAX_RANGE_YEARS })] : undefined,
});

/**
 * « 12 derniers mois » (the default), « Depuis le début de l'année », or « Période personnalisée »: two dates typed
 * the French way, checked by the shared rule (the end on or after the start, at most 3 years) before anything is asked;
 * a refused range keeps what was typed, says why under each field and brings the first one into view.
 */
export function DashboardRangePicker({ control, shown }: { control: DashboardRangeControl; shown: { from: string; to: string } | null }) {
  const { t } = useTranslation('analytics');
  const form = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState(control.period);
  const [from, setFrom] = useState(control.custom.from || shown?.from || '');
  const [to, setTo] = useState(control.custom.to || shown?.to || '');
  const [problems, setProblems] = useState<Problems>(control.problems);
  const errors = messages(problems);

  const choose = (period: DashboardPeriod) => {
    setChoice(period);
    if (period === 'personnalisee') {
      // Starts from the range on screen, to be changed rather than typed from nothing.
      if (!from && shown) setFrom(shown.from);
      if (!to && shown) setTo(shown.to);
      return;
    }
    setProblems({});
    control.apply(period);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCustomRange(from, to);
    if (!checked.ok) {
      setProblems(checked.fields);
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setProblems({});
    control.apply('personnalisee', checked.range);
  };

  return (
    <form ref={form} className="dashboard-range" onSubmit={submit} noValidate>
      <fieldset className="dashboard-range__periods">
        <legend className="field__label">{t('dashboard.range.legend')}</legend>
        {DASHBOARD_PERIODS.map((period) => (
          <label key={period} className={`dashboard-range__period${choice === period ? ' dashboard-range__period--on' : ''}`}>
            <input type="radio" name="periode" value={period} checked={choice === period} onChange={() => choose(period)} />
            {t(PERIOD_LABELS[period])}
          </label>
        ))}
      </fieldset>
      {choice === 'personnalisee' && (
        <div className="dashboard-range__custom">
          <DateInput label={t('dashboard.range.from')} name="du" value={from} onChange={setFrom} errors={errors.from} />
          <DateInput label={t('dashboard.range.to')} name="au" value={to} onChange={setTo} errors={errors.to} />
          <button type="submit" className="button button--primary">
            {t('dashboard.range.apply')}
          </button>
        </div>
      )}
    </form>
  );
}
