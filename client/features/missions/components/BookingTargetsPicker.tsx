import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingTargets } from '../../../../shared/missions/mission-management.schema';
import { useErrorText } from '../../../lib/error-text';
import { useOnline } from '../../../lib/online';
import { useBookingTargets } from '../api/get-booking-targets';
import type { MissionScope } from '../api/mission-scope';
import { SelectField } from '../../../ui/Field';

type Company = BookingTargets['companies'][number];

/** Above this many companies, a search box filters the list. */
const SEARCH_FROM = 6;

function Errors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <span className="field__error" id={id} role="alert">
      {errors.join(' ')}
    </span>
  );
}

export interface BookingTargetsPickerProps {
  scope: MissionScope;
  /** 'companies': tick companies; 'entities': choose a company, then tick its entities. */
  restriction: 'companies' | 'entities';
  companyIds: number[];
  entityIds: number[];
  onCompanyIdsChange(ids: number[]): void;
  onEntityIdsChange(ids: number[]): void;
  companyErrors?: string[];
  entityErrors?: string[];
}

/**
 * The booking restriction's choices (spec §3 'Edit fields'): the association's
 * partner companies (every active company for platform admins), or the
 * publishing company itself, from `GET .../booking-targets`. Ids the mission
 * already names but the list no longer offers stay shown, ticked, so they are
 * never dropped without the user seeing it.
 */
export function BookingTargetsPicker(props: BookingTargetsPickerProps) {
  const { t } = useTranslation('missions');
  const errorText = useErrorText();
  const online = useOnline();
  const query = useBookingTargets(props.scope);
  const errors = (props.restriction === 'companies' ? props.companyErrors : props.entityErrors) ?? [];
  const legend = t(props.restriction === 'companies' ? 'form.fields.restrictedCompanyIds' : 'form.fields.targetedForEntityIds');
  const errorId = useId();

  let body;
  if (query.data !== undefined) {
    body =
      props.restriction === 'companies' ? (
        <CompanyChoices companies={query.data.companies} value={props.companyIds} onChange={props.onCompanyIdsChange} invalid={errors.length > 0} />
      ) : (
        <EntityChoices companies={query.data.companies} value={props.entityIds} onChange={props.onEntityIdsChange} invalid={errors.length > 0} />
      );
  } else if (query.isError) {
    body = (
      <p className="form__error" role="alert">
        {online ? `${t('form.booking_targets.load_failed')} ${errorText(query.error) ?? ''}` : t('form.booking_targets.offline')}{' '}
        <button type="button" className="button" onClick={() => query.refetch()}>
          {t('form.booking_targets.retry')}
        </button>
      </p>
    );
  } else if (!online || query.fetchStatus === 'paused') {
    body = (
      <p className="muted" role="status">
        {t('form.booking_targets.offline')}
      </p>
    );
  } else {
    body = (
      <p className="muted" role="status" aria-busy="true">
        {t('form.booking_targets.loading')}
      </p>
    );
  }

  return (
    <fieldset className="field choice-group booking-targets" data-invalid={errors.length > 0 || undefined} aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {body}
      <Errors id={errorId} errors={errors} />
    </fieldset>
  );
}

function toggle(list: number[], id: number, on: boolean): number[] {
  return on ? (list.includes(id) ? list : [...list, id]) : list.filter((other) => other !== id);
}

function Choice(props: { label: string; checked: boolean; invalid: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="choice-group__option">
      <input type="checkbox" checked={props.checked} aria-invalid={props.invalid || undefined} onChange={(event) => props.onChange(event.target.checked)} />
      {props.label}
    </label>
  );
}

function NoPartner() {
  const { t } = useTranslation('missions');
  return (
    <p className="muted" role="status">
      {t('form.booking_targets.no_partner')}
    </p>
  );
}

function CompanyChoices(props: { companies: Company[]; value: number[]; onChange(ids: number[]): void; invalid: boolean }) {
  const { t } = useTranslation('missions');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const offered = new Set(props.companies.map((company) => company.id));
  const former = props.value.filter((id) => !offered.has(id));
  if (props.companies.length === 0 && former.length === 0) return <NoPartner />;
  const needle = search.trim().toLocaleLowerCase('fr');
  // What is ticked stays visible whatever the search.
  const shown = props.companies.filter((company) => needle === '' || props.value.includes(company.id) || company.name.toLocaleLowerCase('fr').includes(needle));
  return (
    <>
      {props.companies.length > SEARCH_FROM && (
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {t('form.booking_targets.search')}
          </label>
          <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      )}
      <div className="choice-group__options">
        {shown.map((company) => (
          <Choice
            key={company.id}
            label={company.name}
            checked={props.value.includes(company.id)}
            invalid={props.invalid}
            onChange={(checked) => props.onChange(toggle(props.value, company.id, checked))}
          />
        ))}
        {former.map((id) => (
          <Choice key={`former-${id}`} label={t('form.booking_targets.former_company', { id })} checked invalid={props.invalid} onChange={(checked) => props.onChange(toggle(props.value, id, checked))} />
        ))}
      </div>
      {props.companies.length === 0 && <NoPartner />}
      {needle !== '' && shown.length === 0 && (
        <p className="muted" role="status">
          {t('form.booking_targets.no_match', { query: search.trim() })}
        </p>
      )}
    </>
  );
}

function EntityChoices(props: { companies: Company[]; value: number[]; onChange(ids: number[]): void; invalid: boolean }) {
  const { t } = useTranslation('missions');
  const owner = (entityId: number) => props.companies.find((company) => company.entities.some((entity) => entity.id === entityId));
  // The company shown first: the one the mission already targets, or the only one offered.
  const [companyId, setCompanyId] = useState<number | null>(() => {
    const first = props.value.map(owner).find(Boolean);
    return first?.id ?? (props.companies.length === 1 ? props.companies[0]!.id : null);
  });
  const known = new Set(props.companies.flatMap((company) => company.entities.map((entity) => entity.id)));
  const former = props.value.filter((id) => !known.has(id));
  if (props.companies.length === 0 && former.length === 0) return <NoPartner />;
  const company = props.companies.find((candidate) => candidate.id === companyId) ?? null;
  // Entities ticked under another company than the one shown are still listed, so nothing is hidden.
  const elsewhere = props.companies.filter((other) => other.id !== companyId).flatMap((other) => other.entities.filter((entity) => props.value.includes(entity.id)).map((entity) => ({ ...entity, company: other.name })));
  return (
    <>
      {props.companies.length === 0 ? (
        <NoPartner />
      ) : (
        <SelectField label={t('form.booking_targets.company')} value={companyId === null ? '' : String(companyId)} onChange={(event) => setCompanyId(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">{t('form.booking_targets.choose_company')}</option>
          {props.companies.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="choice-group__options">
        {company?.entities.map((entity) => (
          <Choice
            key={entity.id}
            label={entity.name}
            checked={props.value.includes(entity.id)}
            invalid={props.invalid}
            onChange={(checked) => props.onChange(toggle(props.value, entity.id, checked))}
          />
        ))}
        {elsewhere.map((entity) => (
          <Choice key={entity.id} label={`${entity.company} · ${entity.name}`} checked invalid={props.invalid} onChange={(checked) => props.onChange(toggle(props.value, entity.id, checked))} />
        ))}
        {former.map((id) => (
          <Choice key={`former-${id}`} label={t('form.booking_targets.former_entity', { id })} checked invalid={props.invalid} onChange={(checked) => props.onChange(toggle(props.value, id, checked))} />
        ))}
      </div>
      {company && company.entities.length === 0 && (
        <p className="muted" role="status">
          {t('form.booking_targets.no_entities')}
        </p>
      )}
    </>
  );
}
