import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The ISO list lives beside the schemas (with zod): it loads with the form's checker, not with the page.
let loadedCodes: readonly string[] | null = null;
const loadCodes = () => import('../../../../shared/validation/inputs').then((module) => (loadedCodes = module.ISO_COUNTRY_CODES));

/** A country's name in the page's language (its code when the browser has no name for it). */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language, 'fr'], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [i18n.language]);
}

/** The selection's countries: chosen one by one in a list of every country, each removable (none: every country). */
export function CountriesInput(props: { value: readonly string[]; onChange(next: string[]): void; errors?: string[] }) {
  const { t } = useTranslation('programs');
  const id = useId();
  const nameOf = useCountryName();
  const [codes, setCodes] = useState(loadedCodes);
  useEffect(() => {
    if (!codes) loadCodes().then(setCodes, () => undefined);
  }, [codes]);
  const options = useMemo(
    () => (codes ?? []).filter((code) => !props.value.includes(code)).map((code) => ({ code, name: nameOf(code) })).sort((a, b) => a.name.localeCompare(b.name)),
    [codes, props.value, nameOf],
  );
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="field" data-field="countries">
      <label className="field__label" htmlFor={id}>
        {t('form.countries')}
      </label>
      <span className="field__hint" id={`${id}-hint`}>
        {t('form.countries_hint')}
      </span>
      <select
        id={id}
        value=""
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        aria-invalid={invalid || undefined}
        onChange={(event) => event.target.value && props.onChange([...props.value, event.target.value])}
      >
        <option value="">{t('form.add_country')}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {props.value.length > 0 && (
        <ul className="program-chips">
          {props.value.map((code) => (
            <li key={code}>
              <span>{nameOf(code)}</span>
              <button type="button" className="button button--ghost button--small" onClick={() => props.onChange(props.value.filter((other) => other !== code))}>
                {t('form.remove')}
                <span className="visually-hidden"> {nameOf(code)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {invalid && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {props.errors!.join(' ')}
        </span>
      )}
    </div>
  );
}
