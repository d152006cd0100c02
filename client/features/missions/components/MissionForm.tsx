import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { MissionDetail, PersonRef } from '../../../../shared/missions/mission-management.schema';
import { MISSION_IMAGE_RECOMMENDED, missingFieldErrors, missingRequiredFields } from '../../../../shared/missions/mission.rules';
import { AVAILABILITY_TYPES, BOOKING_RESTRICTIONS, MISSION_TYPES, SDGS, SKILLS, TIME_TYPES, MAX_THEMATICS } from '../../../../shared/missions/taxonomy';
import { MAX_IMAGES } from '../../../../shared/validation/limits';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors } from '../../../lib/form';
import { useOnline } from '../../../lib/online';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { DateInput } from '../../../ui/DateInput';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { ImagesInput } from '../../../ui/ImagesInput';
import { PlaceInput } from '../../../ui/PlaceInput';
import { useMissionCommand, useSaveMission } from '../api/manage-mission';
import type { MissionScope } from '../api/mission-scope';
import { BookingTargetsPicker } from './BookingTargetsPicker';
import { CheckboxGroup } from '../../../ui/CheckboxGroup';
import { ThematicsInput } from '../../../ui/ThematicsInput';
import {
  MISSION_FORM_FIELDS,
  MISSION_FORM_STEPS,
  type MissionFormValues,
  checkMissionValues,
  fieldsOfStep,
  firstStepInError,
  initialMissionValues,
  messagesFor,
  stepOfField,
} from './mission-form-values';
import { TimeslotsEditor } from './TimeslotsEditor';
import './missions.css';
import { parisToday } from '../../../../shared/time/paris';

// The server's schema checks each step and the whole form: it loads with the form, in parallel, not as part of the page.
const missionFormChecker = import('../../../../shared/missions/mission-management.schema').then((module) => module.missionFormSchema);
import './mission-form.css';

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
  /** The viewer may pin the mission (`canPinMission`): the form shows the pin and its end date. */
  canPin?: boolean;
}) {
  const { t } = useTranslation(['missions', 'errors']);
  const errorText = useErrorText();
  const online = useOnline();
  const save = useSaveMission(props.scope);
  const command = useMissionCommand(props.scope);
  const form = useRef<HTMLFormElement>(null);
  const intent = useRef<MissionFormOutcome>('saved');
  const [values, setValues] = useState<MissionFormValues>(() => initialMissionValues(props.detail, props.canPin ?? false));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  // Once created (even if publishing then fails), later submits update that mission.
  const [missionId, setMissionId] = useState<number | null>(props.detail?.mission.id ?? null);
  const busy = save.isPending || command.isPending;
  const locked = props.detail?.lockedFields ?? {};
  const canPublish = props.detail === undefined || props.detail.availableActions.includes('publish');

  const set = <K extends keyof MissionFormValues>(name: K, value: MissionFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const errors = (name: string, nested = false) => messagesFor(fields, name, nested);
  const lockHint = (name: string) => (locked[name] ? t(`errors:${locked[name]}`) : undefined);
  // On a phone the form goes in steps; what was typed stays in `values` (and every step stays mounted, hidden).
  const stepped = useMediaQuery(PHONE_QUERY);
  const [step, setStep] = useState(0);
  const lastStep = MISSION_FORM_STEPS.length - 1;
  const progress = useRef<HTMLParagraphElement>(null);
  const shows = (index: number) => !stepped || step === index;
  // Each refused try moves the focus to the error summary (and, on a phone, to the step of the first field in error).
  const [attempt, setAttempt] = useState(0);
  const showErrors = (next: FieldErrors) => {
    setFields(next);
    const first = firstStepInError(next);
    if (first === null) return;
    setStep(first);
    setAttempt((current) => current + 1);
  };
  const goTo = (index: number) => {
    setStep(index);
    requestAnimationFrame(() => {
      progress.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      progress.current?.focus({ preventScroll: true });
    });
  };
  // « Suivant » checks the fields of this step only; the others speak when their step comes.
  const check = async () => checkMissionValues(values, props.detail?.association?.id ?? props.association?.id ?? null, (code) => t(`errors:${code}`), await missionFormChecker);
  const next = async () => {
    const checked = await check();
    const here = checked.ok ? {} : fieldsOfStep(checked.fields, step);
    if (Object.keys(here).length > 0) return showErrors(here);
    setFields({});
    goTo(step + 1);
  };
  const labelOf = (field: string) => {
    const [root, index, part] = field.split('.');
    if (root === 'timeslots' && index !== undefined) {
      const slot = t('missions:form.slot.label', { number: Number(index) + 1 });
      return part ? `${slot}, ${t(`missions:form.slot.${part}`, { defaultValue: part })}` : slot;
    }
    return t(`missions:form.fields.${root}`, { defaultValue: root });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = intent.current;
    setBanner(null);
    const checked = await check();
    // Refused before sending: when publishing, what publication needs is listed too, so one summary says it all.
    if (!checked.ok) return showErrors(outcome === 'published' ? { ...missingToPublish(values), ...checked.fields } : checked.fields);
    setFields({});
    let detail: MissionDetail;
    try {
      detail = await save.mutateAsync({ id: missionId, input: checked.data });
    } catch (error) {
      const refused = serverFieldErrors(error);
      // Field messages go to the summary; a refusal without them is said in the banner.
      if (Object.keys(refused).length === 0) setBanner(error instanceof ApiError && error.code === 'NETWORK' ? t('missions:form.offline_kept') : errorText(error));
      return showErrors(refused);
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
      {stepped && (
        <div className="mission-form__progress">
          <p ref={progress} tabIndex={-1} className="mission-form__progress-text" aria-live="polite">
            {t('missions:form.step_of', { current: step + 1, total: MISSION_FORM_STEPS.length, name: t(`missions:form.steps.${MISSION_FORM_STEPS[step]!.key}`) })}
          </p>
          <ol className="mission-form__progress-bar" aria-hidden="true">
            {MISSION_FORM_STEPS.map((item, index) => (
              <li key={item.key} data-done={index <= step || undefined} />
            ))}
          </ol>
        </div>
      )}
      <ErrorSummary
        items={errorSummaryItems(fields, labelOf, MISSION_FORM_FIELDS)}
        attempt={attempt}
        onFollow={(field) => setStep(stepOfField(field))}
      />
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}

      <div className="mission-form__step" hidden={!shows(0)}>
        <section className="card stack" aria-labelledby="mission-form-general">
          <h2 id="mission-form-general">{t('missions:form.section_general')}</h2>
          <Field label={t('missions:form.fields.title')} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} name="title" errors={errors('title')} />
          <TextAreaField
            label={t('missions:form.fields.description')}
            hint={t('missions:form.description_hint')}
            rows={8}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            name="description"
            errors={errors('description')}
          />
          <div className="form__row">
            <SelectField
              label={t('missions:form.fields.missionType')}
              value={values.missionType}
              onChange={(event) => set('missionType', event.target.value as MissionFormValues['missionType'])}
              name="missionType"
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
          <ThematicsInput
            legend={t('missions:form.fields.thematics')}
            hint={t('missions:form.thematics_hint', { max: MAX_THEMATICS })}
            value={values.thematics}
            onChange={(thematics) => set('thematics', thematics)}
            errors={errors('thematics', true)}
          />
          <div data-field="skills">
            <CheckboxGroup
              legend={t('missions:form.fields.skills')}
              options={SKILLS}
              labelOf={(value) => t(`missions:skills.${value}`)}
              value={values.skills}
              onChange={(skills) => set('skills', skills)}
              errors={errors('skills', true)}
            />
          </div>
          <div data-field="sdgs">
            <CheckboxGroup
              legend={t('missions:form.fields.sdgs')}
              options={SDGS}
              labelOf={(goal) => t('missions:form.sdg_label', { number: goal, name: t(`missions:sdgs.${goal}`) })}
              value={values.sdgs}
              onChange={(sdgs) => set('sdgs', sdgs)}
              errors={errors('sdgs', true)}
            />
          </div>
        </section>
      </div>
      <div className="mission-form__step" hidden={!shows(1)}>
        <section className="card stack" aria-labelledby="mission-form-place">
          <h2 id="mission-form-place">{t('missions:form.section_place')}</h2>
          <div data-field="location" data-invalid={errors('location', true).length > 0 || undefined}>
            <PlaceInput
              label={t('missions:form.fields.location')}
              value={values.location}
              onChange={(location) => set('location', location)}
              kinds={['city', 'region']}
              allowAddress
              error={errors('location', true).join(' ') || undefined}
            />
          </div>
          <CheckboxField label={t('missions:form.fields.isRemote')} checked={values.isRemote} onChange={(event) => set('isRemote', event.target.checked)} name="isRemote" errors={errors('isRemote')} />
          <CheckboxField label={t('missions:form.fields.isGroup')} checked={values.isGroup} onChange={(event) => set('isGroup', event.target.checked)} name="isGroup" errors={errors('isGroup')} />
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
              name="availabilityType"
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
              name="timeType"
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
              name="requiredAvailability"
              errors={errors('requiredAvailability')}
            />
          ) : (
            <TimeslotsEditor rows={values.timeslots} onChange={(timeslots) => set('timeslots', timeslots)} fields={fields} />
          )}
          <div className="form__row">
            <DateInput label={t('missions:form.fields.expiresOn')} name="expiresOn" value={values.expiresOn} onChange={(expiresOn) => set('expiresOn', expiresOn)} errors={errors('expiresOn')} />
            <Field
              label={t('missions:form.fields.registrationDeadlineDays')}
              hint={t('missions:form.registration_deadline_hint')}
              type="number"
              min={0}
              max={365}
              inputMode="numeric"
              value={values.registrationDeadlineDays}
              onChange={(event) => set('registrationDeadlineDays', event.target.value)}
              name="registrationDeadlineDays"
              errors={errors('registrationDeadlineDays')}
            />
          </div>
        </section>
      </div>
      <div className="mission-form__step" hidden={!shows(2)}>
        <section className="card stack" aria-labelledby="mission-form-people">
          <h2 id="mission-form-people">{t('missions:form.section_people')}</h2>
          <SelectField
            label={t('missions:form.fields.supervisorId')}
            hint={props.supervisors.length === 0 ? t('missions:form.no_supervisors') : undefined}
            value={values.supervisorId}
            onChange={(event) => set('supervisorId', event.target.value)}
            name="supervisorId"
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
            name="bookingRestriction"
            errors={errors('bookingRestriction')}
          >
            {BOOKING_RESTRICTIONS.map((restriction) => (
              <option key={restriction} value={restriction}>
                {t(`missions:booking_restrictions.${restriction}`)}
              </option>
            ))}
          </SelectField>
          {(values.bookingRestriction === 'companies' || values.bookingRestriction === 'entities') && (
            <div data-field={values.bookingRestriction === 'companies' ? 'restrictedCompanyIds' : 'targetedForEntityIds'}>
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
            </div>
          )}
          <CheckboxField
            label={t('missions:form.fields.isTaxExempt')}
            checked={values.isTaxExempt}
            disabled={Boolean(locked.isTaxExempt)}
            onChange={(event) => set('isTaxExempt', event.target.checked)}
            name="isTaxExempt"
            errors={errors('isTaxExempt')}
          />
          {locked.isTaxExempt && <p className="form__hint">{lockHint('isTaxExempt')}</p>}
          <CheckboxField
            label={t('missions:form.fields.deductsCredit')}
            checked={values.deductsCredit}
            disabled={Boolean(locked.deductsCredit)}
            onChange={(event) => set('deductsCredit', event.target.checked)}
            name="deductsCredit"
            errors={errors('deductsCredit')}
          />
          {locked.deductsCredit && <p className="form__hint">{lockHint('deductsCredit')}</p>}
          {values.pin && (
            <fieldset className="field stack mission-form__pin">
              <legend className="field__label">{t('missions:form.pin_legend')}</legend>
              <CheckboxField
                label={t('missions:form.fields.isPinned')}
                checked={values.pin.isPinned}
                onChange={(event) => set('pin', { ...values.pin!, isPinned: event.target.checked })}
                name="isPinned"
                errors={errors('isPinned')}
              />
              {values.pin.isPinned && (
                <DateInput
                  label={t('missions:form.fields.pinnedUntil')}
                  hint={t('missions:form.pinned_until_hint')}
                  name="pinnedUntil"
                  value={values.pin.pinnedUntil}
                  onChange={(pinnedUntil) => set('pin', { ...values.pin!, pinnedUntil })}
                  errors={errors('pinnedUntil')}
                />
              )}
            </fieldset>
          )}
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
            name="externalUrl"
            errors={errors('externalUrl')}
          />
          <TextAreaField
            label={t('missions:form.fields.externalInstructions')}
            value={values.externalInstructions}
            onChange={(event) => set('externalInstructions', event.target.value)}
            name="externalInstructions"
            errors={errors('externalInstructions')}
          />
          <TextAreaField label={t('missions:form.fields.practicalInfo')} value={values.practicalInfo} onChange={(event) => set('practicalInfo', event.target.value)} name="practicalInfo" errors={errors('practicalInfo')} />
          <TextAreaField
            label={t('missions:form.fields.registrationMessage')}
            hint={t('missions:form.registration_message_hint')}
            value={values.registrationMessage}
            onChange={(event) => set('registrationMessage', event.target.value)}
            name="registrationMessage"
            errors={errors('registrationMessage')}
          />
          <TextAreaField
            label={t('missions:form.fields.autoReply')}
            hint={t('missions:form.auto_reply_hint')}
            value={values.autoReply}
            onChange={(event) => set('autoReply', event.target.value)}
            name="autoReply"
            errors={errors('autoReply')}
          />
        </section>
      </div>
      <div className="mission-form__step" hidden={!shows(3)}>
        <section className="card stack" aria-labelledby="mission-form-media">
          <h2 id="mission-form-media">{t('missions:form.section_media')}</h2>
          <div data-field="images" data-invalid={errors('images', true).length > 0 || undefined}>
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
            name="videoUrl"
            errors={errors('videoUrl')}
          />
        </section>
      </div>
      {/* Keyed apart: were React to reuse « Suivant » as the submit button under the click, the browser would submit the form. */}
      {stepped && step < lastStep ? (
        <div key="steps" className="mission-form__actions">
          {step > 0 && (
            <button type="button" className="button" onClick={() => goTo(step - 1)}>
              {t('missions:form.previous')}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={next}>
            {t('missions:form.next')}
          </button>
        </div>
      ) : (
        <div key="submit" className="mission-form__actions">
          {stepped && (
            <button type="button" className="button" onClick={() => goTo(step - 1)}>
              {t('missions:form.previous')}
            </button>
          )}
          <button type="submit" className="button" disabled={busy || !online} onClick={() => (intent.current = 'saved')}>
            {submitLabel}
          </button>
          {canPublish && (
            <button type="submit" className="button button--primary" disabled={busy || !online} onClick={() => (intent.current = 'published')}>
              {online ? t('missions:form.publish') : t('missions:form.offline_publish')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

/** The fields a publication needs that are still empty (the rule the server applies when publishing). */
function missingToPublish(values: MissionFormValues): FieldErrors {
  // Slots are typed in Paris time: today is Paris's.
  const today = parisToday();
  const futureTimeslots = values.timeslots.filter((row) => row.date >= today).length;
  return missingFieldErrors(missingRequiredFields({ ...values, supervisorId: values.supervisorId || null }, { futureTimeslots }));
}

/** A refused publication names the empty required fields; each gets a message next to its input. */
function incompleteFields(fields: FieldErrors, describe: (name: string) => string): FieldErrors {
  const next: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) next[name] = messages.length > 0 ? messages : [describe(name)];
  return next;
}
