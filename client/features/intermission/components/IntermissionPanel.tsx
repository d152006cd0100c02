import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { type IntermissionOverview, checkDateRange, checkIntermissionPeriod, intermissionPeriodInputSchema } from '../../../../shared/intermission/intermission';
import { SUPPORTS } from '../../../../shared/intermission/supports';
import { daysFromSeventhsText, eurosText } from '../../../../shared/tax-receipts/valuation';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { useDownload } from '../../../lib/use-download';
import { Field, SelectField } from '../../../ui/Field';
import { showToast } from '../../../ui/notifications';
import { intermissionExport, useRecordPeriod } from '../api/intermission';

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');
const parseNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The form a company manager records a period with; the tax estimate shows before anything is committed. */
function PeriodForm({ slug, overview, online }: { slug: string; overview: IntermissionOverview; online: boolean }) {
  const { t } = useTranslation(['intermission', 'errors']);
  const errorText = useErrorText();
  const record = useRecordPeriod(slug);
  const form = useRef<HTMLFormElement>(null);
  const empty = { employeeEmail: '', associationId: '', support: 'intermission', startsOn: '', endsOn: '', days: '', rate: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const input = {
    employeeEmail: values.employeeEmail,
    associationId: Number(values.associationId) || 0,
    support: values.support,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    days: parseNumber(values.days),
    averageDailyRateCents: Math.round(parseNumber(values.rate) * 100),
  };
  const preview =
    values.startsOn && values.endsOn && Number.isFinite(input.days) && Number.isFinite(input.averageDailyRateCents) && input.averageDailyRateCents >= 0
      ? checkIntermissionPeriod(input, [])
      : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(intermissionPeriodInputSchema, input, form.current);
    if (!checked.ok) return setErrors(checked.fields);
    if (preview && !preview.ok) {
      setErrors({ [preview.field]: [t(`errors:${preview.code}`)] });
      return requestAnimationFrame(() => focusFirstError(form.current));
    }
    setErrors({});
    record.mutate(checked.data, {
      onSuccess: () => {
        showToast('success', t('form.done'));
        setValues(empty);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        requestAnimationFrame(() => focusFirstError(form.current));
      },
    });
  };
  return (
    <form ref={form} className="card form stack" onSubmit={submit} noValidate aria-labelledby="intermission-form">
      <h2 id="intermission-form">{t('form.title')}</h2>
      {record.isError && Object.keys(serverFieldErrors(record.error)).length === 0 && (
        <p className="form__error" role="alert">
          {errorText(record.error)}
        </p>
      )}
      <Field label={t('form.employee_email')} name="employeeEmail" type="email" value={values.employeeEmail} onChange={set('employeeEmail')} errors={errors.employeeEmail} />
      <SelectField label={t('form.association')} name="associationId" value={values.associationId} onChange={set('associationId')} errors={errors.associationId}>
        <option value="">{t('form.choose')}</option>
        {overview.associations.map((association) => (
          <option key={association.id} value={association.id}>
            {association.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('form.support')} name="support" value={values.support} onChange={set('support')} errors={errors.support}>
        {SUPPORTS.map((support) => (
          <option key={support} value={support}>
            {t(`supports.${support}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('form.starts_on')} name="startsOn" type="date" value={values.startsOn} onChange={set('startsOn')} errors={errors.startsOn} />
      <Field label={t('form.ends_on')} name="endsOn" type="date" value={values.endsOn} onChange={set('endsOn')} errors={errors.endsOn} />
      <Field label={t('form.days')} hint={t('form.days_hint')} name="days" inputMode="decimal" value={values.days} onChange={set('days')} errors={errors.days} />
      <Field label={t('form.rate')} name="rate" inputMode="decimal" value={values.rate} onChange={set('rate')} errors={errors.averageDailyRateCents} />
      <section className="notice" aria-live="polite" aria-labelledby="intermission-estimate">
        <h3 id="intermission-estimate">{t('estimate.title')}</h3>
        {preview?.ok ? (
          <p>{t('estimate.figures', { days: daysFromSeventhsText(preview.sevenths), amount: eurosText(preview.estimate.valuedAmountCents), reduction: eurosText(preview.estimate.taxReductionCents) })}</p>
        ) : preview ? (
          <p>{t(`errors:${preview.code}`)}</p>
        ) : (
          <p className="muted">{t('estimate.empty')}</p>
        )}
      </section>
      <p>
        <button type="submit" className="button button--primary" disabled={!online || record.isPending}>
          {t('form.submit')}
        </button>
      </p>
    </form>
  );
}

function ExportForm({ slug }: { slug: string }) {
  const { t } = useTranslation(['intermission', 'errors']);
  const download = useDownload();
  const [range, setRange] = useState({ from: '', to: '' });
  const reversed = !checkDateRange(range).ok;
  const file = intermissionExport(slug, range);
  return (
    <section className="card stack" aria-labelledby="intermission-export">
      <h2 id="intermission-export">{t('export.title')}</h2>
      <Field label={t('export.from')} type="date" value={range.from} onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))} />
      <Field
        label={t('export.to')}
        type="date"
        value={range.to}
        onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
        errors={reversed ? [t('errors:DATE_RANGE_REVERSED')] : undefined}
      />
      <p>
        <button type="button" className="button" disabled={reversed} onClick={() => void download(file.path, file.fileName)}>
          {t('export.submit')}
        </button>
      </p>
    </section>
  );
}

/** The intermission offer: eligible associations, the periods lent and their tax estimate; managers record and export. */
export function IntermissionPanel({ slug, overview, manages, online }: { slug: string; overview: IntermissionOverview; manages: boolean; online: boolean }) {
  const { t } = useTranslation('intermission');
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="intermission-associations">
        <h2 id="intermission-associations">{t('associations_title')}</h2>
        {overview.associations.length === 0 ? (
          <p className="muted">{t('associations_empty')}</p>
        ) : (
          <ul className="stack">
            {overview.associations.map((association) => (
              <li key={association.id}>
                <strong>{association.name}</strong>
                {association.description && <p className="muted">{association.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {manages && <PeriodForm slug={slug} overview={overview} online={online} />}
      <section className="stack" aria-labelledby="intermission-periods">
        <h2 id="intermission-periods">{t(manages ? 'periods_title' : 'own_periods_title')}</h2>
        {overview.periods.length === 0 ? (
          <p className="muted">{t('periods_empty')}</p>
        ) : (
          <>
            <p>{t('totals', { days: daysFromSeventhsText(overview.totals.sevenths), amount: eurosText(overview.totals.valuedAmountCents), reduction: eurosText(overview.totals.taxReductionCents) })}</p>
            <div className="table-wrap" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.employee')}</th>
                    <th scope="col">{t('columns.association')}</th>
                    <th scope="col">{t('columns.support')}</th>
                    <th scope="col">{t('columns.period')}</th>
                    <th scope="col">{t('columns.days')}</th>
                    <th scope="col">{t('columns.amount')}</th>
                    <th scope="col">{t('columns.reduction')}</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.periods.map((period) => (
                    <tr key={period.id}>
                      <td>{period.employeeName}</td>
                      <td>{period.association.name}</td>
                      <td>{t(`supports.${period.support}`)}</td>
                      <td>{t('period', { from: frenchDate(period.startsOn), to: frenchDate(period.endsOn) })}</td>
                      <td>{daysFromSeventhsText(period.sevenths)}</td>
                      <td>{eurosText(period.valuedAmountCents)}</td>
                      <td>{eurosText(period.taxReductionCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      {manages && <ExportForm slug={slug} />}
    </div>
  );
}
