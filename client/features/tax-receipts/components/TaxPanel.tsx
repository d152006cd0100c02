import './tax-panel.css';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { type TaxLineView, type TaxOverview, type TaxReceiptView, taxReceiptIssueInputSchema } from '../../../../shared/tax-receipts/tax-receipt.api';
import { daysFromSeventhsText, eurosText } from '../../../../shared/tax-receipts/valuation';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { useDownload } from '../../../lib/use-download';
import { Field, TextAreaField } from '../../../ui/Field';
import { showToast } from '../../../ui/notifications';
import { lineDownload, useChallengeTime, useCreateReceipt, useIssueReceipt, useReportReceiptProblem } from '../api/tax-receipts';

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/** The totals per association (company side) or per company (association side) and year. */
function Totals({ overview, side, year }: { overview: TaxOverview; side: 'company' | 'association'; year: number | null }) {
  const { t } = useTranslation('tax-receipts');
  const rows = overview.totals.filter((row) => year === null || row.year === year);
  return (
    <section className="card stack" aria-labelledby="tax-totals">
      <h2 id="tax-totals">{t(side === 'company' ? 'totals_per_association' : 'totals_per_company')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t(side === 'company' ? 'columns.association' : 'columns.company')}</th>
              <th scope="col">{t('columns.year')}</th>
              <th scope="col">{t('columns.lines')}</th>
              <th scope="col">{t('columns.days')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.reduction')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.partyId}-${row.year}`}>
                <th scope="row">{row.partyName}</th>
                <td>{row.year}</td>
                <td>{row.lineCount}</td>
                <td>{String(row.days).replace('.', ',')}</td>
                <td>{eurosText(row.valuedAmountCents)}</td>
                <td>{eurosText(row.taxReductionCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LineRow(props: { line: TaxLineView; side: 'company' | 'association'; slug: string; selected: boolean; onSelect?(checked: boolean): void; online: boolean }) {
  const { t } = useTranslation('tax-receipts');
  const { line } = props;
  const download = useDownload();
  const challenge = useChallengeTime(props.slug);
  const errorText = useErrorText();
  const date = frenchDate(line.workedOn);
  return (
    <tr data-testid="tax-line">
      {props.onSelect && (
        <td>
          <input
            type="checkbox"
            aria-label={t('association.select_line', { date, name: line.employeeName })}
            checked={props.selected}
            disabled={line.receipt !== null}
            onChange={(event) => props.onSelect!(event.target.checked)}
          />
        </td>
      )}
      <td>{date}</td>
      <td>{line.employeeName}</td>
      <td>{line.missionTitle}</td>
      <td>{props.side === 'company' ? line.association.name : line.company.name}</td>
      <td>{daysFromSeventhsText(line.sevenths)}</td>
      <td>{eurosText(line.dailyCostCents)}</td>
      <td>{eurosText(line.valuedAmountCents)}</td>
      <td>{line.receipt ? `${t(`states.${line.receipt.state}`)}${line.receipt.number ? ` — ${t('receipt_number', { number: line.receipt.number })}` : ''}` : t('not_covered')}</td>
      <td>
        {props.side === 'company' && (
          <button type="button" className="button button--small" disabled={!props.online} onClick={() => void download(lineDownload(line.id).path, lineDownload(line.id).fileName)}>
            {t('line_download')}
          </button>
        )}
        {props.side === 'association' && line.reviewActions.includes('challenge') && (
          <button
            type="button"
            className="button button--small"
            disabled={!props.online || challenge.isPending}
            onClick={() =>
              challenge.mutate(line.engagementTimeslotId, {
                onSuccess: () => showToast('success', t('association.challenged')),
                onError: (error) => showToast('error', errorText(error) ?? ''),
              })
            }
          >
            {t('association.challenge')}
          </button>
        )}
      </td>
    </tr>
  );
}


/** The lines of the year, and, for the association, the choice of lines a receipt is prepared for. */
function Lines(props: { overview: TaxOverview; side: 'company' | 'association'; slug: string; year: number | null; online: boolean }) {
  const { t } = useTranslation('tax-receipts');
  const errorText = useErrorText();
  const [selected, setSelected] = useState<number[]>([]);
  const create = useCreateReceipt(props.slug);
  const lines = props.overview.lines.filter((line) => props.year === null || line.year === props.year);
  const selectable = props.side === 'association';
  const submit = () =>
    create.mutate(selected, {
      onSuccess: () => {
        setSelected([]);
        showToast('success', t('association.created'));
      },
    });
  return (
    <section className="card stack" aria-labelledby="tax-lines">
      <h2 id="tax-lines">{t('lines_title')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              {selectable && <th scope="col">{t('columns.choose')}</th>}
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.employee')}</th>
              <th scope="col">{t('columns.mission')}</th>
              <th scope="col">{t(props.side === 'company' ? 'columns.association' : 'columns.company')}</th>
              <th scope="col">{t('columns.days')}</th>
              <th scope="col">{t('columns.daily_cost')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.receipt')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                side={props.side}
                slug={props.slug}
                online={props.online}
                selected={selected.includes(line.id)}
                onSelect={selectable ? (checked) => setSelected((current) => (checked ? [...current, line.id] : current.filter((id) => id !== line.id))) : undefined}
              />
            ))}
          </tbody>
        </table>
      </div>
      {selectable && (
        <div className="stack">
          {create.isError && (
            <p className="form__error" role="alert">
              {errorText(create.error)}
            </p>
          )}
          <p>
            <button type="button" className="button button--primary" disabled={!props.online || selected.length === 0 || create.isPending} onClick={submit}>
              {t('association.create')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}

function IssueForm(props: { slug: string; receipt: TaxReceiptView; description: string; onDone(): void }) {
  const { t } = useTranslation('tax-receipts');
  const errorText = useErrorText();
  const issue = useIssueReceipt(props.slug);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ number: '', issuedOn: new Date().toISOString().slice(0, 10), associationAddress: '', associationObject: props.description });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(taxReceiptIssueInputSchema, values, form.current);
    if (!checked.ok) return setErrors(checked.fields);
    setErrors({});
    issue.mutate(
      { id: props.receipt.id, input: checked.data },
      {
        onSuccess: () => {
          showToast('success', t('issue.done'));
          props.onDone();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(fields);
          requestAnimationFrame(() => focusFirstError(form.current));
        },
      },
    );
  };
  return (
    <form ref={form} className="form stack" onSubmit={submit} noValidate aria-label={t('issue.title')}>
      <h3>{t('issue.title')}</h3>
      {issue.isError && Object.keys(serverFieldErrors(issue.error)).length === 0 && (
        <p className="form__error" role="alert">
          {errorText(issue.error)}
        </p>
      )}
      <Field label={t('issue.number')} name="number" value={values.number} onChange={set('number')} errors={errors.number} maxLength={60} />
      <Field label={t('issue.issued_on')} name="issuedOn" type="date" value={values.issuedOn} onChange={set('issuedOn')} errors={errors.issuedOn} />
      <Field label={t('issue.address')} name="associationAddress" value={values.associationAddress} onChange={set('associationAddress')} errors={errors.associationAddress} maxLength={300} />
      <TextAreaField label={t('issue.object')} name="associationObject" value={values.associationObject} onChange={set('associationObject')} errors={errors.associationObject} maxLength={1000} />
      <div className="modal__actions">
        <button type="submit" className="button button--primary" disabled={issue.isPending}>
          {t('issue.submit')}
        </button>
        <button type="button" className="button" onClick={props.onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function ReportForm(props: { slug: string; receipt: TaxReceiptView; onDone(): void }) {
  const { t } = useTranslation('tax-receipts');
  const errorText = useErrorText();
  const report = useReportReceiptProblem(props.slug);
  const [message, setMessage] = useState('');
  const fields = serverFieldErrors(report.error);
  return (
    <form
      className="form stack"
      noValidate
      aria-label={t('report.open')}
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ id: props.receipt.id, message }, { onSuccess: () => (showToast('success', t('report.done')), props.onDone()) });
      }}
    >
      {report.isError && Object.keys(fields).length === 0 && (
        <p className="form__error" role="alert">
          {errorText(report.error)}
        </p>
      )}
      <TextAreaField label={t('report.message')} name="message" value={message} onChange={(event) => setMessage(event.target.value)} errors={fields.message} maxLength={2000} />
      <div className="modal__actions">
        <button type="submit" className="button button--primary" disabled={report.isPending}>
          {t('report.submit')}
        </button>
        <button type="button" className="button" onClick={props.onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** A receipt: its company, association, year, amount and state; its document once issued; the association's actions. */
export function ReceiptCard(props: { receipt: TaxReceiptView; download?: { path: string; fileName: string }; online: boolean; children?: ReactNode }) {
  const { t } = useTranslation('tax-receipts');
  const download = useDownload();
  const { receipt } = props;
  return (
    <li className="card stack" data-testid="tax-receipt">
      <p>
        <strong>{t('receipt_summary', { company: receipt.company.name, association: receipt.association.name, year: receipt.year })}</strong>{' '}
        <span className={`badge badge--${receipt.state}`}>{t(`states.${receipt.state}`)}</span>
      </p>
      <p>
        {t('receipt_figures', { amount: eurosText(receipt.amountCents), reduction: eurosText(receipt.taxReductionCents), count: receipt.lineCount })}
        {receipt.number && ` — ${t('receipt_number', { number: receipt.number })}`}
        {receipt.issuedOn && ` — ${t('issued_on', { date: frenchDate(receipt.issuedOn) })}`}
      </p>
      {receipt.problemMessage && <p className="muted">{t('problem', { message: receipt.problemMessage })}</p>}
      {receipt.state === 'complete' && props.download && (
        <p>
          <button type="button" className="button" disabled={!props.online} onClick={() => void download(props.download!.path, props.download!.fileName)}>
            {t('receipt_download')}
          </button>
        </p>
      )}
      {props.children}
    </li>
  );
}

function AssociationReceiptActions(props: { slug: string; receipt: TaxReceiptView; description: string; online: boolean }) {
  const { t } = useTranslation('tax-receipts');
  const [open, setOpen] = useState<'issue' | 'report' | null>(null);
  if (props.receipt.actions.length === 0) return null;
  if (open === 'issue') return <IssueForm slug={props.slug} receipt={props.receipt} description={props.description} onDone={() => setOpen(null)} />;
  if (open === 'report') return <ReportForm slug={props.slug} receipt={props.receipt} onDone={() => setOpen(null)} />;
  return (
    <p className="tax-panel__actions">
      {props.receipt.actions.includes('complete') && (
        <button type="button" className="button button--primary" disabled={!props.online} onClick={() => setOpen('issue')}>
          {t('issue.open')}
        </button>
      )}
      {props.receipt.actions.includes('report_problem') && (
        <button type="button" className="button" disabled={!props.online} onClick={() => setOpen('report')}>
          {t('report.open')}
        </button>
      )}
    </p>
  );
}

/**
 * The tax panel of the company space (« Reçus fiscaux ») and of the
 * association space: a year filter, totals, the lines and the receipts.
 */
export function TaxPanel(props: {
  overview: TaxOverview;
  side: 'company' | 'association';
  slug: string;
  online: boolean;
  associationDescription?: string;
  receiptDownload(id: number): { path: string; fileName: string };
}) {
  const { t } = useTranslation('tax-receipts');
  const [year, setYear] = useState<number | null>(props.overview.years[0] ?? null);
  const { overview } = props;
  const receipts = overview.receipts.filter((receipt) => year === null || receipt.year === year);
  return (
    <div className="stack tax-panel">
      <div className="field">
        <label className="field__label" htmlFor="tax-year">
          {t('year')}
        </label>
        <select id="tax-year" value={year ?? ''} onChange={(event) => setYear(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">{t('all_years')}</option>
          {overview.years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Totals overview={overview} side={props.side} year={year} />
      <Lines overview={overview} side={props.side} slug={props.slug} year={year} online={props.online} />
      <section className="stack" aria-labelledby="tax-receipts-title">
        <h2 id="tax-receipts-title">{t('receipts_title')}</h2>
        {receipts.length === 0 ? (
          <p className="muted">{t('receipts_empty')}</p>
        ) : (
          <ul className="stack tax-panel__receipts">
            {receipts.map((receipt) => (
              <ReceiptCard key={receipt.id} receipt={receipt} download={props.receiptDownload(receipt.id)} online={props.online}>
                {props.side === 'association' && <AssociationReceiptActions slug={props.slug} receipt={receipt} description={props.associationDescription ?? ''} online={props.online} />}
              </ReceiptCard>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
