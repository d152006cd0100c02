import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramAssociationRef } from '../../../../shared/programs/program-api.schema';
import { type ProgramsOwner, useAssociationCandidates } from '../api/company-programs';

/**
 * The association filter: the chosen associations, each removable, and those whose missions the company's employees
 * can see, found by name as it is typed (none chosen: every association).
 */
export function AssociationPicker(props: {
  owner: ProgramsOwner;
  value: readonly number[];
  names: ReadonlyMap<number, string>;
  onChange(next: number[], named?: ProgramAssociationRef): void;
  errors?: string[];
}) {
  const { t } = useTranslation('programs');
  const id = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const candidates = useAssociationCandidates(props.owner, deferred, deferred.length >= 2);
  const offered = (candidates.data?.associations ?? []).filter((association) => !props.value.includes(association.id));
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="field" data-field="associationIds">
      <span className="field__label" id={`${id}-label`}>
        {t('form.associations')}
      </span>
      <span className="field__hint">{t('form.associations_hint')}</span>
      {props.value.length > 0 && (
        <ul className="program-chips" aria-labelledby={`${id}-label`}>
          {props.value.map((associationId) => {
            const name = props.names.get(associationId) ?? `#${associationId}`;
            return (
              <li key={associationId}>
                <span>{name}</span>
                <button type="button" className="button button--ghost button--small" onClick={() => props.onChange(props.value.filter((other) => other !== associationId))}>
                  {t('form.remove')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label className="field__label field__label--secondary" htmlFor={id}>
        {t('form.association_search')}
      </label>
      <input id={id} type="search" value={text} maxLength={200} aria-invalid={invalid || undefined} onChange={(event) => setText(event.target.value)} />
      {deferred.length >= 2 && candidates.data && (
        offered.length === 0 ? (
          <p className="muted">{t('form.associations_none')}</p>
        ) : (
          <ul className="program-picker__candidates">
            {offered.map((association) => (
              <li key={association.id}>
                <span>{association.name}</span>
                <button type="button" className="button button--small" onClick={() => props.onChange([...props.value, association.id], association)}>
                  {t('form.add')}
                  <span className="visually-hidden"> {association.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      )}
      {invalid && (
        <span className="field__error" role="alert">
          {props.errors!.join(' ')}
        </span>
      )}
    </div>
  );
}
