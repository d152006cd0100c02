import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, IMPORT_HEADINGS, type ImportLineError, MAX_IMPORT_CHARACTERS, MAX_IMPORT_LINES } from '../../../../shared/users/employee-import';
import type { EmployeeImportPreview } from '../../../../shared/users/membership.schema';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { useImportEmployees, usePreviewEmployeeImport } from '../api/manage-company-members';

/**
 * The file as text: UTF-8 (a byte order mark is dropped by the server), or Windows-1252 when it is not valid UTF-8,
 * as Excel's plain « CSV (séparateur : point-virgule) » writes it.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The template to fill in: the headings, and one example line. */
const TEMPLATE = `\uFEFF${IMPORT_COLUMNS.map((column) => IMPORT_HEADINGS[column]).join(';')}\r\nlea.roux@entreprise.fr;Léa;Roux;;manager@entreprise.fr;M-0001;Collaborateur\r\n`;

/**
 * Import a CSV file of employees (spec §3: e-mail, first and last name, entity, manager e-mail, matricule, role):
 * the server checks it and answers a preview with each line's errors, before anything is written; the import is
 * offered only for a file without errors, and the chosen file is kept until it is imported or replaced.
 */
export function EmployeeImport({ slug, disabled }: { slug: string; disabled: boolean }) {
  const { t } = useTranslation(['companies', 'users']);
  const errorText = useErrorText();
  const preview = usePreviewEmployeeImport(slug);
  const run = useImportEmployees(slug);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [refused, setRefused] = useState<ImportLineError[] | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setRefused(null);
    run.reset();
    if (!chosen) return;
    const csv = await readCsvFile(chosen);
    setTooBig(csv.length > MAX_IMPORT_CHARACTERS);
    setFile({ name: chosen.name, csv });
    if (csv.length <= MAX_IMPORT_CHARACTERS) preview.mutate(csv);
  };

  const submit = () => {
    if (!file) return;
    run.mutate(file.csv, {
      onSuccess: (report) => {
        showFlash('success', t('import.done', { created: report.created, updated: report.updated, invited: report.invited }));
        setFile(null);
        preview.reset();
        if (input.current) input.current.value = '';
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? (error.details.errors as ImportLineError[] | undefined) : undefined;
        if (errors) setRefused(errors);
      },
    });
  };

  const checked = preview.data && file ? preview.data : null;
  const errors = refused ?? checked?.errors ?? [];
  const describedBy = `${id}-hint${tooBig ? ` ${id}-error` : ''}`;
  return (
    <div className="form employee-import">
      <h2>{t('import.title')}</h2>
      <p className="field__hint" id={`${id}-hint`}>
        {t('import.hint', { max: MAX_IMPORT_LINES.toLocaleString('fr-FR') })}
      </p>
      <p>
        <a className="button button--small" href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download={t('import.template_file')}>
          {t('import.template')}
        </a>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('import.file_label')}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,text/csv"
          onChange={choose}
          disabled={disabled || run.isPending}
          aria-invalid={tooBig || errors.length > 0 || undefined}
          aria-describedby={describedBy}
        />
        {tooBig && (
          <span className="field__error" id={`${id}-error`} role="alert">
            {t('import.too_big', { max: MAX_IMPORT_LINES.toLocaleString('fr-FR') })}
          </span>
        )}
      </div>
      {preview.isPending && (
        <p role="status" className="muted">
          {t('import.checking', { name: file?.name })}
        </p>
      )}
      {(preview.isError || (run.isError && !refused)) && (
        <p className="form__error" role="alert">
          {errorText(preview.error ?? run.error)}
        </p>
      )}
      {errors.length > 0 && <ImportErrors errors={errors} />}
      {checked && !refused && (
        <>
          {checked.errors.length === 0 && checked.rows.length > 0 && (
            <div>
              <button type="button" className="button button--primary" onClick={submit} disabled={disabled || run.isPending}>
                {run.isPending ? t('import.importing') : t('import.submit', { count: checked.toCreate + checked.toUpdate })}
              </button>
            </div>
          )}
          <ImportPreviewTable preview={checked} />
        </>
      )}
    </div>
  );
}

function ImportErrors({ errors }: { errors: ImportLineError[] }) {
  const { t } = useTranslation('companies');
  return (
    <div className="form__error employee-import__errors" role="alert">
      <p>{t('import.refused', { count: errors.length })}</p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            {error.column
              ? t('import.error_cell', { line: error.line, column: t(`import.columns.${error.column}`), message: t(`import.errors.${error.code}`, { ...error.params }) })
              : t('import.error_line', { line: error.line, message: t(`import.errors.${error.code}`, { ...error.params }) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImportPreviewTable({ preview }: { preview: EmployeeImportPreview }) {
  const { t } = useTranslation(['companies', 'users']);
  if (preview.rows.length === 0) return null;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="employee-import-caption">
      <table className="table table--compact">
        <caption id="employee-import-caption">
          {t('import.preview', { create: preview.toCreate, update: preview.toUpdate })}
          {preview.rows.length < preview.toCreate + preview.toUpdate && <span className="muted"> {t('import.preview_first', { lines: preview.rows.length })}</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('import.column_line')}</th>
            {IMPORT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`import.columns.${column}`)}
              </th>
            ))}
            <th scope="col">{t('import.column_outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.email}</td>
              <td dir="auto">{row.firstName}</td>
              <td dir="auto">{row.lastName}</td>
              <td>{row.entity}</td>
              <td>{row.managerEmail}</td>
              <td>{row.matricule}</td>
              <td>{row.role ? t(`users:roles.${row.role}`) : ''}</td>
              <td>{t(`import.outcome_${row.outcome}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
