import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { Thematic } from '../../../../shared/missions/taxonomy';
import type { TeamBuildingAssociationOption, TeamBuildingDetail } from '../../../../shared/team-building/team-building-api';
import { TEAM_BUILDING_RADIUS_KM, teamBuildingDuration } from '../../../../shared/team-building/team-building.rules';
import type { TeamBuildingInput } from '../../../../shared/team-building/team-building.schema';
import type { Location } from '../../../../shared/validation/inputs';
import { useErrorText } from '../../../lib/error-text';
import { checkFormAsync, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { usePhoneLibrary } from '../../../lib/phone';
import { CheckboxField, Field, TextAreaField } from '../../../ui/Field';
import { ImagesInput } from '../../../ui/ImagesInput';
import { PlaceInput } from '../../../ui/PlaceInput';
import { ThematicsInput } from '../../../ui/ThematicsInput';
import { type TeamBuildingOwner, useAssociationOptions, useSaveTeamBuilding } from '../api/team-buildings';
import './team-building.css';

// zod and the team building's schema load with the form, in parallel, and are awaited when it is sent.
const teamBuildingChecker = import('../../../../shared/team-building/team-building.schema').then((module) => module.teamBuildingInputSchema);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the form holds: texts as typed, so a refusal never changes or loses them. */
interface Values {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  minParticipants: string;
  maxParticipants: string;
  price: string;
  isPriceHidden: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  addresses: Location[];
  thematics: Thematic[];
  association: TeamBuildingAssociationOption | null;
  images: string[];
}

function initialValues(detail: TeamBuildingDetail | undefined): Values {
  const tb = detail?.teamBuilding;
  return {
    title: tb?.title ?? '',
    description: tb?.description ?? '',
    startTime: tb?.startTime ?? '',
    endTime: tb?.endTime ?? '',
    minParticipants: tb ? String(tb.minParticipants) : '',
    maxParticipants: tb ? String(tb.maxParticipants) : '',
    price: tb?.pricePerPersonCents === null || tb?.pricePerPersonCents === undefined ? '' : String(tb.pricePerPersonCents / 100),
    isPriceHidden: tb?.isPriceHidden ?? false,
    contactName: tb?.contactName ?? '',
    contactEmail: tb?.contactEmail ?? '',
    contactPhone: tb?.contactPhone ?? '',
    addresses: tb?.addresses ?? [],
    thematics: tb?.thematics ?? [],
    association: tb?.associationId ? { id: tb.associationId, name: tb.associationName ?? '' } : null,
    images: tb?.images ?? [],
  };
}

/** A number typed in the form: a number when it reads as one, else the text (the schema then says why). */
const numberOrText = (text: string) => (text.trim() === '' ? undefined : Number.isFinite(Number(text.replace(',', '.'))) ? Number(text.replace(',', '.')) : text);

function toInput(values: Values) {
  const price = numberOrText(values.price);
  return {
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    startTime: values.startTime,
    endTime: values.endTime,
    minParticipants: numberOrText(values.minParticipants),
    maxParticipants: numberOrText(values.maxParticipants),
    // Typed in euros, kept in cents.
    pricePerPersonCents: typeof price === 'number' ? Math.round(price * 100) : price,
    isPriceHidden: values.isPriceHidden,
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone.trim() === '' ? null : values.contactPhone,
    addresses: values.addresses,
    thematics: values.thematics,
    associationId: values.association?.id ?? null,
    images: values.images,
  };
}

/**
 * A team building's form (spec §3): title, description, hours (the duration follows, spec §9), participants, price
 * (which may be hidden), contact, places within 20 km of each other chosen from the suggestions (each city once),
 * thematics (3 at most), beneficiary association and up to 5 photos. Checked by the server's schema before sending;
 * each message shows beside its field and the first comes into view; nothing typed is lost on a refusal.
 */
export function TeamBuildingForm(props: { owner: TeamBuildingOwner; detail?: TeamBuildingDetail; onSaved(detail: TeamBuildingDetail, created: boolean): void; onCancel(): void }) {
  const { t } = useTranslation(['team-building', 'errors']);
  usePhoneLibrary();
  const errorText = useErrorText();
  const save = useSaveTeamBuilding(props.owner);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(props.detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const duration = TIME.test(values.startTime) && TIME.test(values.endTime) && values.endTime > values.startTime ? teamBuildingDuration(values.startTime, values.endTime) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const checked = await checkFormAsync(await teamBuildingChecker, toInput(values), form.current);
    if (!checked.ok) {
      setBanner(t('form.invalid'));
      setFields(checked.fields);
      return;
    }
    setFields({});
    try {
      const detail = await save.mutateAsync({ id: props.detail?.teamBuilding.id ?? null, input: checked.data as TeamBuildingInput });
      props.onSaved(detail, props.detail === undefined);
    } catch (error) {
      const refused = serverFieldErrors(error);
      setBanner(Object.keys(refused).length > 0 ? t('form.invalid') : (errorText(error) ?? t('errors:UNEXPECTED')));
      setFields(refused);
      requestAnimationFrame(() => focusFirstError(form.current));
    }
  };

  return (
    <form ref={form} className="form card team-building-form" onSubmit={submit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <Field label={t('form.title')} name="title" value={values.title} maxLength={120} required onChange={(event) => set('title', event.target.value)} errors={fields.title} />
      <TextAreaField label={t('form.description')} name="description" rows={5} value={values.description} onChange={(event) => set('description', event.target.value)} errors={fields.description} />
      <fieldset className="field team-building-form__group">
        <legend className="field__label">{t('form.hours_legend')}</legend>
        <span className="field__hint">{t('form.hours_hint')}</span>
        <div className="form__row">
          <Field label={t('form.start_time')} name="startTime" type="time" value={values.startTime} onChange={(event) => set('startTime', event.target.value)} errors={fields.startTime} />
          <Field label={t('form.end_time')} name="endTime" type="time" value={values.endTime} onChange={(event) => set('endTime', event.target.value)} errors={fields.endTime} />
        </div>
        {duration && (
          <p className="muted" aria-live="polite">
            {t('form.duration_preview', { duration: t(`durations.${duration}`) })}
          </p>
        )}
      </fieldset>
      <div className="form__row">
        <Field label={t('form.min_participants')} name="minParticipants" type="number" inputMode="numeric" min={1} value={values.minParticipants} onChange={(event) => set('minParticipants', event.target.value)} errors={fields.minParticipants} />
        <Field label={t('form.max_participants')} name="maxParticipants" type="number" inputMode="numeric" min={1} value={values.maxParticipants} onChange={(event) => set('maxParticipants', event.target.value)} errors={fields.maxParticipants} />
      </div>
      <Field label={t('form.price')} name="pricePerPersonCents" type="number" inputMode="decimal" min={0} step="0.01" value={values.price} onChange={(event) => set('price', event.target.value)} errors={fields.pricePerPersonCents} />
      <CheckboxField label={t('form.price_hidden')} name="isPriceHidden" checked={values.isPriceHidden} onChange={(event) => set('isPriceHidden', event.target.checked)} />
      <fieldset className="field team-building-form__group">
        <legend className="field__label">{t('form.contact_legend')}</legend>
        <Field label={t('form.contact_name')} name="contactName" value={values.contactName} autoComplete="off" onChange={(event) => set('contactName', event.target.value)} errors={fields.contactName} />
        <Field label={t('form.contact_email')} name="contactEmail" type="email" value={values.contactEmail} autoComplete="off" onChange={(event) => set('contactEmail', event.target.value)} errors={fields.contactEmail} />
        <Field label={t('form.contact_phone')} name="contactPhone" type="tel" value={values.contactPhone} autoComplete="off" onChange={(event) => set('contactPhone', event.target.value)} errors={fields.contactPhone} />
      </fieldset>
      <Places value={values.addresses} onChange={(addresses) => set('addresses', addresses)} errors={fields.addresses} />
      <ThematicsInput legend={t('form.thematics')} hint={t('form.thematics_hint')} value={values.thematics} onChange={(thematics) => set('thematics', thematics)} errors={fields.thematics} />
      <AssociationPicker owner={props.owner} value={values.association} onChange={(association) => set('association', association)} errors={fields.associationId} />
      <div data-field="images">
        <ImagesInput label={t('form.images')} value={values.images} onChange={(images) => set('images', images)} recommended={{ width: 1200, height: 800 }} error={fields.images?.join(' ')} />
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('form.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The places: cities chosen from the suggestions, each once (spec §5), removed one by one. */
function Places(props: { value: Location[]; onChange(places: Location[]): void; errors?: string[] }) {
  const { t } = useTranslation('team-building');
  return (
    <fieldset className="field team-building-form__group" data-field="addresses">
      <legend className="field__label">{t('form.places_legend')}</legend>
      <span className="field__hint">{t('form.places_hint', { km: TEAM_BUILDING_RADIUS_KM })}</span>
      {props.value.length > 0 && (
        <ul className="team-building-form__places">
          {props.value.map((place) => (
            <li key={`${place.label}|${place.postalCode ?? ''}`} className="badge">
              {place.postalCode ? `${place.label} (${place.postalCode})` : place.label}
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('form.place_remove', { city: place.label })}
                onClick={() => props.onChange(props.value.filter((other) => other !== place))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Started afresh after each choice (its key), so the next city is typed in an empty field. */}
      <PlaceInput
        key={props.value.map((place) => place.label).join('|')}
        label={t('form.place_add')}
        value={null}
        onChange={(place) => place && props.onChange([...props.value, { ...place, kind: 'city' }])}
        excludeLabels={props.value.map((place) => place.label)}
        error={props.errors?.join(' ')}
      />
    </fieldset>
  );
}

/** The beneficiary association: searched by name (two letters at least), one picked, removable. */
function AssociationPicker(props: { owner: TeamBuildingOwner; value: TeamBuildingAssociationOption | null; onChange(value: TeamBuildingAssociationOption | null): void; errors?: string[] }) {
  const { t } = useTranslation('team-building');
  const [text, setText] = useState('');
  const options = useAssociationOptions(props.owner, text);
  if (props.value) {
    return (
      <div className="field" data-field="associationId">
        <span className="field__label">{t('form.association')}</span>
        <p className="team-building-form__picked">
          <strong>{props.value.name}</strong>
          <button type="button" className="button button--ghost button--small" onClick={() => props.onChange(null)}>
            {t('form.association_remove')}
          </button>
        </p>
        {props.errors?.length ? (
          <span className="field__error" role="alert">
            {props.errors.join(' ')}
          </span>
        ) : null}
      </div>
    );
  }
  const found = text.trim().length >= 2 ? (options.data?.associations ?? []) : [];
  return (
    <div data-field="associationId">
      <Field label={t('form.association_search')} hint={t('form.association')} type="search" value={text} onChange={(event) => setText(event.target.value)} errors={props.errors} />
      {text.trim().length >= 2 && options.data && (
        <ul className="team-building-form__options" aria-label={t('form.association')}>
          {found.length === 0 ? (
            <li className="muted">{t('form.association_empty')}</li>
          ) : (
            found.map((association) => (
              <li key={association.id}>
                <button type="button" className="button button--ghost" onClick={() => props.onChange(association)}>
                  {association.name}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
