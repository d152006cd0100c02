import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { CompanyProjectCallDetail } from '../../../../shared/project-calls/project-call-api';
import { DEFAULT_VOTES_PER_USER, PROJECT_CALL_AUDIENCES } from '../../../../shared/project-calls/project-call.constants';
import type { ProjectCallInput } from '../../../../shared/project-calls/project-call.schema';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { focusFirstError, serverFieldErrors, validateForm } from '../../../lib/form';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { useProjectCallOptions, useSaveProjectCall } from '../api/project-calls';
import { fromParisInputValue, toParisInputValue } from './format';
import './project-calls.css';

// The call's schema loads with the form and is awaited when it is sent.
const callChecker = import('../../../../shared/project-calls/project-call.schema').then((module) => module.projectCallInputSchema);

interface Item {
  key: string | null;
  label: string;
  required: boolean;
}

interface Values {
  title: string;
  subtitle: string;
  description: string;
  heroImage: string | null;
  topMedia: string | null;
  steps: { title: string; description: string }[];
  eligibilityCriteria: string[];
  faq: { question: string; answer: string }[];
  testimonialAuthor: string;
  testimonialContent: string;
  questions: Item[];
  attachments: Item[];
  submissionStartsAt: string;
  submissionEndsAt: string;
  hasVotesPhase: boolean;
  voteStartsAt: string;
  voteEndsAt: string;
  hasResultsPhase: boolean;
  resultsStartsAt: string;
  resultsEndsAt: string;
  votesPerUser: string;
  evaluationGridUrl: string;
  supervisorId: string;
  audience: (typeof PROJECT_CALL_AUDIENCES)[number];
}

function initialValues(detail?: CompanyProjectCallDetail): Values {
  const call = detail?.projectCall;
  const settings = call?.settings;
  return {
    title: call?.title ?? '',
    subtitle: call?.subtitle ?? '',
    description: call?.description ?? '',
    heroImage: call?.heroImage ?? null,
    topMedia: call?.topMedia ?? null,
    steps: call?.steps.map((step) => ({ title: step.title, description: step.description ?? '' })) ?? [],
    eligibilityCriteria: call?.eligibilityCriteria ?? [],
    faq: call?.faq ?? [],
    testimonialAuthor: call?.testimonial?.author ?? '',
    testimonialContent: call?.testimonial?.content ?? '',
    questions: call?.questions ?? [],
    attachments: call?.attachments ?? [],
    submissionStartsAt: toParisInputValue(settings?.submissionStartsAt ?? null),
    submissionEndsAt: toParisInputValue(settings?.submissionEndsAt ?? null),
    hasVotesPhase: settings?.hasVotesPhase ?? false,
    voteStartsAt: toParisInputValue(settings?.voteStartsAt ?? null),
    voteEndsAt: toParisInputValue(settings?.voteEndsAt ?? null),
    hasResultsPhase: settings?.hasResultsPhase ?? false,
    resultsStartsAt: toParisInputValue(settings?.resultsStartsAt ?? null),
    resultsEndsAt: toParisInputValue(settings?.resultsEndsAt ?? null),
    votesPerUser: String(settings?.votesPerUser ?? DEFAULT_VOTES_PER_USER),
    evaluationGridUrl: settings?.evaluationGridUrl ?? '',
    supervisorId: settings?.supervisorId ?? '',
    audience: settings?.audience ?? 'internal',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value);
const item = (entry: Item) => ({ ...(entry.key ? { key: entry.key } : {}), label: entry.label, required: entry.required });

/** The values as the shared schema reads them: Paris times as instants, empty optional fields absent. */
function toInput(values: Values): Record<string, unknown> {
  const votes = values.votesPerUser.trim();
  return {
    title: values.title,
    subtitle: text(values.subtitle),
    description: text(values.description),
    heroImage: values.heroImage,
    topMedia: values.topMedia,
    steps: values.steps.map((step) => ({ title: step.title, description: text(step.description) })),
    eligibilityCriteria: values.eligibilityCriteria,
    faq: values.faq,
    testimonial: values.testimonialAuthor.trim() || values.testimonialContent.trim() ? { author: values.testimonialAuthor, content: values.testimonialContent } : null,
    questions: values.questions.map(item),
    attachments: values.attachments.map(item),
    settings: {
      submissionStartsAt: fromParisInputValue(values.submissionStartsAt) ?? undefined,
      submissionEndsAt: fromParisInputValue(values.submissionEndsAt) ?? undefined,
      hasVotesPhase: values.hasVotesPhase,
      voteStartsAt: fromParisInputValue(values.voteStartsAt),
      voteEndsAt: fromParisInputValue(values.voteEndsAt),
      hasResultsPhase: values.hasResultsPhase,
      resultsStartsAt: fromParisInputValue(values.resultsStartsAt),
      resultsEndsAt: fromParisInputValue(values.resultsEndsAt),
      votesPerUser: votes === '' ? undefined : Number(votes),
      evaluationGridUrl: text(values.evaluationGridUrl),
      supervisorId: values.supervisorId === '' ? null : values.supervisorId,
      audience: values.audience,
    },
  };
}

/**
 * Spec §3 Project call: the form that creates and edits a call, its content and its settings (dates typed in Paris
 * time). Spec §5: an external call has no vote nor results; results need votes; once the call started its eligibility
 * criteria, questions and attachments are shown but no longer change. The mandatory questions and attachments are
 * fixed and listed first.
 */
export function ProjectCallForm(props: { companySlug: string; detail?: CompanyProjectCallDetail; onDone(detail: CompanyProjectCallDetail): void; onCancel(): void }) {
  const { t } = useTranslation(['project-calls', 'errors']);
  const errorText = useErrorText();
  const save = useSaveProjectCall(props.companySlug);
  const options = useProjectCallOptions(props.companySlug);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(props.detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const locked = props.detail?.contentLocked ?? false;
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const errors = (name: string) => fields[name];
  const external = values.audience === 'external';

  const refuse = (next: FieldErrors) => {
    setFields(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const checked = validateForm(await callChecker, toInput(values));
    if (!checked.ok) {
      setBanner(t('form.invalid'));
      return refuse(checked.fields);
    }
    setFields({});
    try {
      props.onDone(await save.mutateAsync({ id: props.detail?.projectCall.id ?? null, input: checked.data as ProjectCallInput }));
    } catch (error) {
      const refused = serverFieldErrors(error);
      setBanner(Object.keys(refused).length > 0 ? t('form.invalid') : error instanceof ApiError ? errorText(error) : t('errors:UNEXPECTED'));
      refuse(refused);
    }
  };

  const updateList = <K extends 'steps' | 'eligibilityCriteria' | 'faq' | 'questions' | 'attachments'>(name: K, next: Values[K]) => set(name, next);

  const itemsEditor = (name: 'questions' | 'attachments') => (
    <fieldset disabled={locked}>
      <legend>{t(`form.${name}`)}</legend>
      <p className="form__hint">{t(`form.${name}_mandatory`)}</p>
      {values[name].map((entry, index) => (
        <div className="project-call-form__item" key={index}>
          <Field
            label={t(`form.${name === 'questions' ? 'question' : 'attachment'}_label`, { number: index + 1 })}
            name={`${name}.${index}.label`}
            value={entry.label}
            onChange={(event) => updateList(name, values[name].map((other, i) => (i === index ? { ...other, label: event.target.value } : other)))}
            errors={errors(`${name}.${index}.label`)}
          />
          <CheckboxField
            label={t('form.item_required')}
            checked={entry.required}
            onChange={(event) => updateList(name, values[name].map((other, i) => (i === index ? { ...other, required: event.target.checked } : other)))}
          />
          <button type="button" className="button button--ghost" onClick={() => updateList(name, values[name].filter((_, i) => i !== index))}>
            {t('form.remove')}
          </button>
        </div>
      ))}
      {errors(name) && <p className="field__error">{errors(name)!.join(' ')}</p>}
      <button type="button" className="button" onClick={() => updateList(name, [...values[name], { key: null, label: '', required: true }])}>
        {t(`form.add_${name === 'questions' ? 'question' : 'attachment'}`)}
      </button>
    </fieldset>
  );

  const dateField = (name: 'submissionStartsAt' | 'submissionEndsAt' | 'voteStartsAt' | 'voteEndsAt' | 'resultsStartsAt' | 'resultsEndsAt') => (
    <Field
      label={t(`form.${name}`)}
      hint={t('form.paris_time')}
      name={`settings.${name}`}
      type="datetime-local"
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      errors={errors(`settings.${name}`)}
    />
  );

  return (
    <form ref={form} className="form project-call-form card" onSubmit={submit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <Field label={t('form.title')} name="title" value={values.title} maxLength={120} required onChange={(event) => set('title', event.target.value)} errors={errors('title')} />
      <Field label={t('form.subtitle')} name="subtitle" value={values.subtitle} maxLength={200} onChange={(event) => set('subtitle', event.target.value)} errors={errors('subtitle')} />
      <TextAreaField label={t('form.description')} name="description" rows={6} value={values.description} onChange={(event) => set('description', event.target.value)} errors={errors('description')} />
      <div data-field="heroImage">
        <ImageInput label={t('form.hero_image')} value={values.heroImage} onChange={(url) => set('heroImage', url)} error={errors('heroImage')?.join(' ')} />
        <p className="form__hint">{t('form.hero_image_hint')}</p>
      </div>
      <div data-field="topMedia">
        <ImageInput label={t('form.top_media')} value={values.topMedia} onChange={(url) => set('topMedia', url)} error={errors('topMedia')?.join(' ')} />
      </div>

      <fieldset>
        <legend>{t('form.steps')}</legend>
        {values.steps.map((step, index) => (
          <div className="project-call-form__item" key={index}>
            <Field
              label={t('form.step_title', { number: index + 1 })}
              name={`steps.${index}.title`}
              value={step.title}
              onChange={(event) => updateList('steps', values.steps.map((other, i) => (i === index ? { ...other, title: event.target.value } : other)))}
              errors={errors(`steps.${index}.title`)}
            />
            <Field
              label={t('form.step_description')}
              name={`steps.${index}.description`}
              value={step.description}
              onChange={(event) => updateList('steps', values.steps.map((other, i) => (i === index ? { ...other, description: event.target.value } : other)))}
            />
            <button type="button" className="button button--ghost" onClick={() => updateList('steps', values.steps.filter((_, i) => i !== index))}>
              {t('form.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => updateList('steps', [...values.steps, { title: '', description: '' }])}>
          {t('form.add_step')}
        </button>
      </fieldset>

      {locked && <p className="notice" role="note">{t('form.content_locked')}</p>}
      <fieldset disabled={locked}>
        <legend>{t('form.eligibility')}</legend>
        {values.eligibilityCriteria.map((criterion, index) => (
          <div className="project-call-form__item" key={index}>
            <Field
              label={t('form.criterion', { number: index + 1 })}
              name={`eligibilityCriteria.${index}`}
              value={criterion}
              onChange={(event) => updateList('eligibilityCriteria', values.eligibilityCriteria.map((other, i) => (i === index ? event.target.value : other)))}
              errors={errors(`eligibilityCriteria.${index}`)}
            />
            <button type="button" className="button button--ghost" onClick={() => updateList('eligibilityCriteria', values.eligibilityCriteria.filter((_, i) => i !== index))}>
              {t('form.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => updateList('eligibilityCriteria', [...values.eligibilityCriteria, ''])}>
          {t('form.add_criterion')}
        </button>
      </fieldset>
      {itemsEditor('questions')}
      {itemsEditor('attachments')}

      <fieldset>
        <legend>{t('form.faq')}</legend>
        {values.faq.map((entry, index) => (
          <div className="project-call-form__item" key={index}>
            <Field
              label={t('form.faq_question', { number: index + 1 })}
              name={`faq.${index}.question`}
              value={entry.question}
              onChange={(event) => updateList('faq', values.faq.map((other, i) => (i === index ? { ...other, question: event.target.value } : other)))}
              errors={errors(`faq.${index}.question`)}
            />
            <Field
              label={t('form.faq_answer')}
              name={`faq.${index}.answer`}
              value={entry.answer}
              onChange={(event) => updateList('faq', values.faq.map((other, i) => (i === index ? { ...other, answer: event.target.value } : other)))}
              errors={errors(`faq.${index}.answer`)}
            />
            <button type="button" className="button button--ghost" onClick={() => updateList('faq', values.faq.filter((_, i) => i !== index))}>
              {t('form.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => updateList('faq', [...values.faq, { question: '', answer: '' }])}>
          {t('form.add_faq')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('form.testimonial')}</legend>
        <Field label={t('form.testimonial_author')} name="testimonial.author" value={values.testimonialAuthor} onChange={(event) => set('testimonialAuthor', event.target.value)} errors={errors('testimonial.author')} />
        <TextAreaField label={t('form.testimonial_content')} name="testimonial.content" value={values.testimonialContent} onChange={(event) => set('testimonialContent', event.target.value)} errors={errors('testimonial.content')} />
      </fieldset>

      <fieldset>
        <legend>{t('form.settings')}</legend>
        <SelectField label={t('form.audience')} name="settings.audience" value={values.audience} onChange={(event) => set('audience', event.target.value as Values['audience'])} errors={errors('settings.audience')}>
          {PROJECT_CALL_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audiences.${audience}`)}
            </option>
          ))}
        </SelectField>
        <div className="form__row">
          {dateField('submissionStartsAt')}
          {dateField('submissionEndsAt')}
        </div>
        {external && <p className="form__hint">{t('form.external_no_votes')}</p>}
        <CheckboxField
          label={t('form.has_votes_phase')}
          name="settings.hasVotesPhase"
          checked={values.hasVotesPhase}
          disabled={external && !values.hasVotesPhase}
          onChange={(event) => set('hasVotesPhase', event.target.checked)}
          errors={errors('settings.hasVotesPhase')}
        />
        {values.hasVotesPhase && (
          <>
            <div className="form__row">
              {dateField('voteStartsAt')}
              {dateField('voteEndsAt')}
            </div>
            <Field
              label={t('form.votes_per_user')}
              name="settings.votesPerUser"
              inputMode="numeric"
              value={values.votesPerUser}
              onChange={(event) => set('votesPerUser', event.target.value)}
              errors={errors('settings.votesPerUser')}
            />
          </>
        )}
        <CheckboxField
          label={t('form.has_results_phase')}
          name="settings.hasResultsPhase"
          checked={values.hasResultsPhase}
          disabled={(external || !values.hasVotesPhase) && !values.hasResultsPhase}
          onChange={(event) => set('hasResultsPhase', event.target.checked)}
          errors={errors('settings.hasResultsPhase')}
        />
        {values.hasResultsPhase && (
          <div className="form__row">
            {dateField('resultsStartsAt')}
            {dateField('resultsEndsAt')}
          </div>
        )}
        <SelectField
          label={t('form.supervisor')}
          name="settings.supervisorId"
          value={values.supervisorId}
          onChange={(event) => set('supervisorId', event.target.value)}
          errors={errors('settings.supervisorId')}
        >
          <option value="">{t('form.supervisor_none')}</option>
          {options.data?.supervisors.map((supervisor) => (
            <option key={supervisor.id} value={supervisor.id}>
              {supervisor.name} ({supervisor.email})
            </option>
          ))}
        </SelectField>
        <Field
          label={t('form.evaluation_grid_url')}
          name="settings.evaluationGridUrl"
          type="url"
          inputMode="url"
          value={values.evaluationGridUrl}
          onChange={(event) => set('evaluationGridUrl', event.target.value)}
          errors={errors('settings.evaluationGridUrl')}
        />
      </fieldset>

      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {props.detail ? t('form.submit_update') : t('form.submit_create')}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
