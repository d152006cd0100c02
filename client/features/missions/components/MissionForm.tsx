import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { MissionDetail, PersonRef } from '../../../../shared/missions/mission-management.schema';
import { MISSION_IMAGE_RECOMMENDED } from '../../../../shared/missions/mission.schema';
import { AVAILABILITY_TYPES, BOOKING_RESTRICTIONS, MISSION_TYPES, SDGS, SKILLS, THEMATICS, TIME_TYPES } from '../../../../shared/missions/taxonomy';
import { MAX_IMAGES, MAX_THEMATICS } from '../../../../shared/validation/inputs';
import { validationMessage } from '../../../../shared/validation/messages';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors } from '../../../lib/form';
import { useOnline } from '../../../lib/online';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { ImagesInput } from '../../../ui/ImagesInput';
import { PlaceInput } from '../../../ui/PlaceInput';
import { useMissionCommand, useSaveMission } from '../api/manage-mission';
import type { MissionScope } from '../api/mission-scope';
import { BookingTargetsPicker } from './BookingTargetsPicker';
import { CheckboxGroup, focusFirstInvalid } from './FormFields';
import { type MissionFormValues, checkMissionValues, initialMissionValues, messagesFor } from './mission-form-values';
import { TimeslotsEditor } from './TimeslotsEditor';
import './missions.css';

export type MissionFormOutcome = 'saved' | 'published';

/**
 * Spec §3 'Edit fields': the one form that creates and edits a mission and its
 * timeslots. It checks with the shared schema and rules before sending, shows
 * the server's field messages next to their inputs, brings the first one into
 * view, and never clears what was typed on a refusal.
 */
export function MissionForm(props: {
  scope: MissionScope;
  /** Absent when creating. */
  detail?: MissionDetail;
  /** Members who may be chosen as the mission's referent. */
  supervisors: PersonRef[];
  /** The beneficiary association, fixed by the space. */
  association: { id: number; name: string } | null;
  onDone(detail: MissionDetail, outcome: MissionFormOutcome): void;
}) {
  const { t } = useTranslation(['missions', 'errors']);
  const errorText = useErrorText();
  const online = useOnline();
  const save = useSaveMission(props.scope);
  const command = useMissionCommand(props.scope);
  const form = useRef<HTMLFormElement>(null);
  const intent = useRef<MissionFormOutcome>('saved');
  const [values, setValues] = useState<MissionFormValues>(() => initialMissionValues(props.detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [thematicsRefused, setThematicsRefused] = useState(false);
  // Once created (even if publishing then fails), later submits update that mission.
  const [missionId, setMissionId] = useState<number | null>(props.detail?.mission.id ?? null);
  const busy = save.isPending || command.isPending;
  const locked = props.detail?.lockedFields ?? {};
  const canPublish = props.detail === undefined || props.detail.availableActions.includes('publish');

  const set = <K extends keyof MissionFormValues>(name: K, value: MissionFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const errors = (name: string, nested = false) => messagesFor(fields, name, nested);
  const lockHint = (name: string) => (locked[name] ? t(`errors:${locked[name]}`) : undefined);
  const showErrors = (next: FieldErrors) => {
    setFields(next);
    // Wait for React to mark the inputs invalid before moving focus.
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = intent.current;
    setBanner(null);
    setThematicsRefused(false);
    const checked = checkMissionValues(values, props.detail?.association?.id ?? props.association?.id ?? null, (code) => t(`errors:${code}`));
    if (!checked.ok) {
      setBanner(t('missions:form.fix_errors'));
      return showErrors(checked.fields);
    }
    setFields({});
    let detail: MissionDetail;
    try {
      detail = await save.mutateAsync({ id: missionId, input: checked.data });
    } catch (error) {
      setBanner(error instanceof ApiError && error.code === 'NETWORK' ? t('missions:form.offline_kept') : errorText(error));
      return showErrors(serverFieldErrors(error));
    }
    setMissionId(detail.mission.id);
    if (outcome === 'published') {
      try {
        detail = await command.mutateAsync({ id: detail.mission.id, command: 'publish' });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'MISSION_INCOMPLETE') {
          setBanner(t('errors:MISSION_INCOMPLETE'));
          return showErrors(incompleteFields(error.fields, (name) => t(`missions:form.required_to_publish`, { field: t(`missions:form.fields.${name}`, { defaultValue: name }) })));
        }
        setBanner(t('missions:form.publish_failed', { error: errorText(error) }));
        return;
      }
    }
    props.onDone(detail, outcome);
  };

  const submitLabel = !online ? t('missions:form.offline_save') : busy ? t('missions:form.saving') : props.detail && props.detail.mission.state !== 'draft' ? t('missions:form.save') : t('missions:form.save_draft');

  return (
    <form ref={form} className="form mission-form" onSubmit={submit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}

      <section className="card stack" aria-labelledby="mission-form-general">
        <h2 id="mission-form-general">{t('missions:form.section_general')}</h2>
        <Field label={t('missions:form.fields.title')} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} errors={errors('title')} />
        <TextAreaField
          label={t('missions:form.fields.description')}
          hint={t('missions:form.description_hint')}
          rows={8}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          errors={errors('description')}
        />
        <div className="form__row">
          <SelectField
            label={t('missions:form.fields.missionType')}
            value={values.missionType}
            onChange={(event) => set('missionType', event.target.value as MissionFormValues['missionType'])}
            errors={errors('missionType')}
          >
            {MISSION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`missions:mission_types.${type}`)}
              </option>
            ))}
          </SelectField>
          <div className="field">
            <span className="field__label">{t('missions:form.fields.association')}</span>
            <span className="mission-form__fixed">{props.detail?.association?.name ?? props.association?.name ?? t('missions:form.no_association')}</span>
          </div>
        </div>
        <CheckboxGroup
          legend={t('missions:form.fields.thematics')}
          hint={t('missions:form.thematics_hint', { max: MAX_THEMATICS })}
          options={THEMATICS}
          labelOf={(value) => t(`missions:thematics.${value}`)}
          value={values.thematics}
          max={MAX_THEMATICS}
          onRefused={() => setThematicsRefused(true)}
          onChange={(thematics) => {
            setThematicsRefused(false);
            set('thematics', thematics);
          }}
          errors={[...(thematicsRefused ? [validationMessage('thematics_max', { max: MAX_THEMATICS })] : []), ...errors('thematics', true)]}
        />
        <CheckboxGroup
          legend={t('missions:form.fields.skills')}
          options={SKILLS}
          labelOf={(value) => t(`missions:skills.${value}`)}
          value={values.skills}
          onChange={(skills) => set('skills', skills)}
          errors={errors('skills', true)}
        />
        <CheckboxGroup
          legend={t('missions:form.fields.sdgs')}
          options={SDGS}
          labelOf={(goal) => t('missions:form.sdg_label', { number: goal, name: t(`missions:sdgs.${goal}`) })}
          value={values.sdgs}
          onChange={(sdgs) => set('sdgs', sdgs)}
          errors={errors('sdgs', true)}
        />
      </section>

      <section className="card stack" aria-labelledby="mission-form-place">
        <h2 id="mission-form-place">{t('missions:form.section_place')}</h2>
        <div data-invalid={errors('location', true).length > 0 || undefined}>
          <PlaceInput
            label={t('missions:form.fields.location')}
            value={values.location}
            onChange={(location) => set('location', location)}
            kinds={['city', 'region']}
            allowAddress
            error={errors('location', true).join(' ') || undefined}
          />
        </div>
        <CheckboxField label={t('missions:form.fields.isRemote')} checked={values.isRemote} onChange={(event) => set('isRemote', event.target.checked)} errors={errors('isRemote')} />
        <CheckboxField label={t('missions:form.fields.isGroup')} checked={values.isGroup} onChange={(event) => set('isGroup', event.target.checked)} errors={errors('isGroup')} />
      </section>

      <section className="card stack" aria-labelledby="mission-form-media">
        <h2 id="mission-form-media">{t('missions:form.section_media')}</h2>
        <div data-invalid={errors('images', true).length > 0 || undefined}>
          <ImagesInput
            label={t('missions:form.fields.images')}
            value={values.images}
            onChange={(images) => set('images', images)}
            max={MAX_IMAGES}
            recommended={MISSION_IMAGE_RECOMMENDED}
            error={errors('images', true).join(' ') || undefined}
          />
        </div>
        <Field
          label={t('missions:form.fields.videoUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.videoUrl}
          onChange={(event) => set('videoUrl', event.target.value)}
          errors={errors('videoUrl')}
        />
      </section>

      <section className="card stack" aria-labelledby="mission-form-dates">
        <h2 id="mission-form-dates">{t('missions:form.section_dates')}</h2>
        <div className="form__row">
          <SelectField
            label={t('missions:form.fields.availabilityType')}
            value={values.availabilityType}
            disabled={Boolean(locked.availabilityType)}
            hint={lockHint('availabilityType')}
            onChange={(event) => set('availabilityType', event.target.value as MissionFormValues['availabilityType'])}
            errors={errors('availabilityType')}
          >
            {AVAILABILITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`missions:availability_types.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('missions:form.fields.timeType')}
            value={values.timeType}
            disabled={Boolean(locked.timeType)}
            hint={lockHint('timeType')}
            onChange={(event) => set('timeType', event.target.value as MissionFormValues['timeType'])}
            errors={errors('timeType')}
          >
            {TIME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`missions:time_types.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {values.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' ? (
          <TextAreaField
            label={t('missions:form.fields.requiredAvailability')}
            hint={t('missions:form.required_availability_hint')}
            value={values.requiredAvailability}
            onChange={(event) => set('requiredAvailability', event.target.value)}
            errors={errors('requiredAvailability')}
          />
        ) : (
          <TimeslotsEditor rows={values.timeslots} onChange={(timeslots) => set('timeslots', timeslots)} fields={fields} />
        )}
        <div className="form__row">
          <Field
            label={t('missions:form.fields.expiresOn')}
            type="date"
            value={values.expiresOn}
            onChange={(event) => set('expiresOn', event.target.value)}
            errors={errors('expiresOn')}
          />
          <Field
            label={t('missions:form.fields.registrationDeadlineDays')}
            hint={t('missions:form.registration_deadline_hint')}
            type="number"
            min={0}
            max={365}
            inputMode="numeric"
            value={values.registrationDeadlineDays}
            onChange={(event) => set('registrationDeadlineDays', event.target.value)}
            errors={errors('registrationDeadlineDays')}
          />
        </div>
      </section>

      <section className="card stack" aria-labelledby="mission-form-people">
        <h2 id="mission-form-people">{t('missions:form.section_people')}</h2>
        <SelectField
          label={t('missions:form.fields.supervisorId')}
          hint={props.supervisors.length === 0 ? t('missions:form.no_supervisors') : undefined}
          value={values.supervisorId}
          onChange={(event) => set('supervisorId', event.target.value)}
          errors={errors('supervisorId')}
        >
          <option value="">{t('missions:form.choose')}</option>
          {props.supervisors.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('missions:form.fields.bookingRestriction')}
          value={values.bookingRestriction}
          onChange={(event) => set('bookingRestriction', event.target.value as MissionFormValues['bookingRestriction'])}
          errors={errors('bookingRestriction')}
        >
          {BOOKING_RESTRICTIONS.map((restriction) => (
            <option key={restriction} value={restriction}>
              {t(`missions:booking_restrictions.${restriction}`)}
            </option>
          ))}
        </SelectField>
        {(values.bookingRestriction === 'companies' || values.bookingRestriction === 'entities') && (
          <BookingTargetsPicker
            scope={props.scope}
            restriction={values.bookingRestriction}
            companyIds={values.restrictedCompanyIds}
            entityIds={values.targetedForEntityIds}
            onCompanyIdsChange={(ids) => set('restrictedCompanyIds', ids)}
            onEntityIdsChange={(ids) => set('targetedForEntityIds', ids)}
            companyErrors={errors('restrictedCompanyIds', true)}
            entityErrors={errors('targetedForEntityIds', true)}
          />
        )}
        <CheckboxField
          label={t('missions:form.fields.isTaxExempt')}
          checked={values.isTaxExempt}
          disabled={Boolean(locked.isTaxExempt)}
          onChange={(event) => set('isTaxExempt', event.target.checked)}
          errors={errors('isTaxExempt')}
        />
        {locked.isTaxExempt && <p className="form__hint">{lockHint('isTaxExempt')}</p>}
        <CheckboxField
          label={t('missions:form.fields.deductsCredit')}
          checked={values.deductsCredit}
          disabled={Boolean(locked.deductsCredit)}
          onChange={(event) => set('deductsCredit', event.target.checked)}
          errors={errors('deductsCredit')}
        />
        {locked.deductsCredit && <p className="form__hint">{lockHint('deductsCredit')}</p>}
      </section>

      <section className="card stack" aria-labelledby="mission-form-messages">
        <h2 id="mission-form-messages">{t('missions:form.section_messages')}</h2>
        <Field
          label={t('missions:form.fields.externalUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.externalUrl}
          onChange={(event) => set('externalUrl', event.target.value)}
          errors={errors('externalUrl')}
        />
        <TextAreaField
          label={t('missions:form.fields.externalInstructions')}
          value={values.externalInstructions}
          onChange={(event) => set('externalInstructions', event.target.value)}
          errors={errors('externalInstructions')}
        />
        <TextAreaField label={t('missions:form.fields.practicalInfo')} value={values.practicalInfo} onChange={(event) => set('practicalInfo', event.target.value)} errors={errors('practicalInfo')} />
        <TextAreaField
          label={t('missions:form.fields.registrationMessage')}
          hint={t('missions:form.registration_message_hint')}
          value={values.registrationMessage}
          onChange={(event) => set('registrationMessage', event.target.value)}
          errors={errors('registrationMessage')}
        />
        <TextAreaField
          label={t('missions:form.fields.autoReply')}
          hint={t('missions:form.auto_reply_hint')}
          value={values.autoReply}
          onChange={(event) => set('autoReply', event.target.value)}
          errors={errors('autoReply')}
        />
      </section>

      <div className="mission-form__actions">
        <button type="submit" className="button" disabled={busy || !online} onClick={() => (intent.current = 'saved')}>
          {submitLabel}
        </button>
        {canPublish && (
          <button type="submit" className="button button--primary" disabled={busy || !online} onClick={() => (intent.current = 'published')}>
            {online ? t('missions:form.publish') : t('missions:form.offline_publish')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A refused publication names the empty required fields; each gets a message next to its input. */
function incompleteFields(fields: FieldErrors, describe: (name: string) => string): FieldErrors {
  const next: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) next[name] = messages.length > 0 ? messages : [describe(name)];
  return next;
}
