import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeInput } from '../../../../shared/challenges/challenge.schema';
import type { CompanyChallenge } from '../../../../shared/challenges/challenge.views';
import type { FieldErrors } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { focusFirstError, serverFieldErrors, validateForm } from '../../../lib/form';
import { DateInput } from '../../../ui/DateInput';
import { CheckboxField, Field, TextAreaField } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { useSaveChallenge } from '../api/manage-challenge';
import './challenges.css';

// zod and the event's schema load with the form, in parallel, and are awaited when it is sent (not a page's first need).
const challengeChecker = import('../../../../shared/challenges/challenge.schema').then((module) => module.challengeInputSchema);

/** What the form holds: text as typed (a number too), so a refusal never changes or loses it. */
interface ChallengeFormValues {
  name: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  landingPageUrl: string;
  webinarKey: string;
  rewardPoints: string;
  coverImage: string | null;
  thumbnailImage: string | null;
  isActive: boolean;
}

function initialValues(challenge?: CompanyChallenge): ChallengeFormValues {
  return {
    name: challenge?.name ?? '',
    description: challenge?.description ?? '',
    date: challenge?.date ?? '',
    startTime: challenge?.startTime ?? '',
    endTime: challenge?.endTime ?? '',
    landingPageUrl: challenge?.landingPageUrl ?? '',
    webinarKey: challenge?.webinarKey ?? '',
    rewardPoints: String(challenge?.rewardPoints ?? 0),
    coverImage: challenge?.coverImage ?? null,
    thumbnailImage: challenge?.thumbnailImage ?? null,
    isActive: challenge?.isActive ?? true,
  };
}

/** The values as the shared schema reads them: empty optional fields are absent, the points a number. */
function toInput(values: ChallengeFormValues): Record<string, unknown> {
  const points = values.rewardPoints.trim();
  return {
    ...values,
    landingPageUrl: values.landingPageUrl.trim() === '' ? null : values.landingPageUrl.trim(),
    rewardPoints: points === '' ? undefined : Number(points.replace(',', '.')),
  };
}

/**
 * Spec §3 'Challenge (event)': the form that creates and edits an event. It checks with the server's schema before
 * sending, shows each message beside its field (the server's too), brings the first field in error into view, and
 * keeps what was typed when the server refuses.
 */
export function ChallengeForm(props: { companySlug: string; challenge?: CompanyChallenge; onDone(challenge: CompanyChallenge): void; onCancel(): void }) {
  const { t } = useTranslation(['challenges', 'errors']);
  const errorText = useErrorText();
  const save = useSaveChallenge(props.companySlug);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ChallengeFormValues>(() => initialValues(props.challenge));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const set = <K extends keyof ChallengeFormValues>(name: K, value: ChallengeFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const errors = (name: keyof ChallengeFormValues) => fields[name];

  const refuse = (next: FieldErrors) => {
    setFields(next);
    // Once React marked the fields invalid: the first one comes into view and takes the focus.
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const checked = validateForm(await challengeChecker, toInput(values));
    if (!checked.ok) {
      setBanner(t('form.invalid'));
      return refuse(checked.fields);
    }
    setFields({});
    try {
      const { challenge } = await save.mutateAsync({ id: props.challenge?.id ?? null, input: checked.data as ChallengeInput });
      props.onDone(challenge);
    } catch (error) {
      const refused = serverFieldErrors(error);
      setBanner(Object.keys(refused).length > 0 ? t('form.invalid') : error instanceof ApiError ? errorText(error) : t('errors:UNEXPECTED'));
      refuse(refused);
    }
  };

  return (
    <form ref={form} className="form event-form card" onSubmit={submit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <Field label={t('form.name')} name="name" value={values.name} maxLength={120} required onChange={(event) => set('name', event.target.value)} errors={errors('name')} />
      <TextAreaField label={t('form.description')} name="description" rows={5} value={values.description} onChange={(event) => set('description', event.target.value)} errors={errors('description')} />
      <DateInput label={t('form.date')} name="date" value={values.date} onChange={(value) => set('date', value)} errors={errors('date')} />
      <div className="form__row">
        <Field
          label={t('form.start_time')}
          hint={t('form.times_hint')}
          name="startTime"
          type="time"
          value={values.startTime}
          onChange={(event) => set('startTime', event.target.value)}
          errors={errors('startTime')}
        />
        <Field
          label={t('form.end_time')}
          hint={t('form.times_hint')}
          name="endTime"
          type="time"
          value={values.endTime}
          onChange={(event) => set('endTime', event.target.value)}
          errors={errors('endTime')}
        />
      </div>
      <Field
        label={t('form.landing_page_url')}
        hint={t('form.landing_page_url_hint')}
        name="landingPageUrl"
        type="url"
        inputMode="url"
        value={values.landingPageUrl}
        onChange={(event) => set('landingPageUrl', event.target.value)}
        errors={errors('landingPageUrl')}
      />
      <div className="form__row">
        <Field
          label={t('form.webinar_key')}
          hint={t('form.webinar_key_hint')}
          name="webinarKey"
          maxLength={100}
          value={values.webinarKey}
          onChange={(event) => set('webinarKey', event.target.value)}
          errors={errors('webinarKey')}
        />
        <Field
          label={t('form.reward_points')}
          hint={t('form.reward_points_hint')}
          name="rewardPoints"
          inputMode="numeric"
          value={values.rewardPoints}
          onChange={(event) => set('rewardPoints', event.target.value)}
          errors={errors('rewardPoints')}
        />
      </div>
      <div data-field="coverImage">
        <ImageInput label={t('form.cover_image')} value={values.coverImage} onChange={(url) => set('coverImage', url)} error={errors('coverImage')?.join(' ')} />
      </div>
      <div data-field="thumbnailImage">
        <ImageInput label={t('form.thumbnail_image')} value={values.thumbnailImage} onChange={(url) => set('thumbnailImage', url)} error={errors('thumbnailImage')?.join(' ')} />
      </div>
      <p className="form__hint">{t('form.is_active_hint')}</p>
      <CheckboxField label={t('form.is_active')} name="isActive" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {props.challenge ? t('form.submit_update') : t('form.submit_create')}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
