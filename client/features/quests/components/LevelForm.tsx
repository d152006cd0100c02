import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import { LEVEL_ANSWER_TYPES, type LevelAnswerType } from '../../../../shared/levels/answer-types';
import type { Level } from '../../../../shared/levels/level.schema';
import { instantToParis, parisToInstant } from '../../../../shared/time/paris';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, focusFirstError, serverFieldErrors } from '../../../lib/form';
import { Field, SelectField, TextAreaField } from '../../../ui/Field';
import { useSaveLevel } from '../api/company-quests';
import { TextListInput } from './TextListInput';

// Loaded with the form, in parallel, and awaited at submit (the page does not wait for zod).
const levelChecker = import('../../../../shared/levels/level.schema').then((module) => module.levelInputSchema);

/** Spec §3 limits the form shows (the schema says the same to the server). */
const MAX_STEPS = 10;
const MAX_OPTIONS = 10;

interface LevelValues {
  title: string;
  description: string;
  steps: string[];
  instructions: string;
  durationMinutes: string;
  rewardPoints: string;
  question: string;
  answerType: LevelAnswerType | '';
  options: string[];
  /** Choice levels: the right options; text levels: the accepted answers. */
  rightAnswer: string[];
  quizUrl: string;
  surveyUrl: string;
  /** `YYYY-MM-DDTHH:MM`, Paris time. */
  onlineEventAt: string;
}

function initialValues(level: Level | undefined): LevelValues {
  const eventAt = level?.onlineEventAt ? instantToParis(level.onlineEventAt) : null;
  return {
    title: level?.title ?? '',
    description: level?.description ?? '',
    steps: level ? [...level.steps] : [],
    instructions: level?.instructions ?? '',
    durationMinutes: level?.durationMinutes ? String(level.durationMinutes) : '',
    rewardPoints: level ? String(level.rewardPoints) : '10',
    question: level?.question ?? '',
    answerType: level?.answerType ?? '',
    options: level ? [...level.options] : [],
    rightAnswer: level ? [...level.rightAnswer] : [],
    quizUrl: level?.quizUrl ?? '',
    surveyUrl: level?.surveyUrl ?? '',
    onlineEventAt: eventAt ? `${eventAt.date}T${eventAt.time}` : '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function toInput(values: LevelValues) {
  const [date, time] = values.onlineEventAt.split('T');
  const choices = values.answerType === 'checkbox' || values.answerType === 'select';
  return {
    title: values.title,
    description: orNull(values.description),
    steps: values.steps,
    instructions: orNull(values.instructions),
    durationMinutes: numberOrNull(values.durationMinutes),
    rewardPoints: numberOrNull(values.rewardPoints) ?? 0,
    question: orNull(values.question),
    answerType: values.answerType === '' ? null : values.answerType,
    options: choices ? values.options : [],
    rightAnswer: choices ? values.rightAnswer.filter((answer) => values.options.includes(answer)) : values.rightAnswer,
    quizUrl: orNull(values.quizUrl),
    surveyUrl: orNull(values.surveyUrl),
    onlineEventAt: date && time ? parisToInstant(date, time).toISOString() : null,
  };
}

/**
 * A level of a quest (wizard step 2, « Ajout des défis »): what to read or do, and the question with its answer type,
 * options and right answer. The answer type is locked once employees answered (spec §4).
 */
export function LevelForm(props: { companySlug: string; questId: number; level?: Level; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation(['quests', 'levels']);
  const errorText = useErrorText();
  const save = useSaveLevel(props.companySlug, props.questId);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LevelValues>(() => initialValues(props.level));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const set = <K extends keyof LevelValues>(name: K, value: LevelValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const typeLocked = (props.level?.answersCount ?? 0) > 0;
  const choices = values.answerType === 'checkbox' || values.answerType === 'select';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const checked = checkForm(await levelChecker, toInput(values), form.current);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    try {
      await save.mutateAsync({ id: props.level?.id ?? null, input: checked.data });
      props.onSaved();
    } catch (error) {
      setFields(serverFieldErrors(error));
      setBanner(errorText(error));
      requestAnimationFrame(() => focusFirstError(form.current));
    }
  };

  const toggleRight = (option: string, checked: boolean) => {
    if (values.answerType === 'select') return set('rightAnswer', checked ? [option] : []);
    set('rightAnswer', checked ? [...values.rightAnswer, option] : values.rightAnswer.filter((answer) => answer !== option));
  };

  return (
    <form ref={form} className="form level-form" onSubmit={onSubmit} noValidate aria-label={props.level ? t('level_form.edit_title') : t('level_form.new_title')}>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      <Field label={t('level_form.title')} name="title" value={values.title} onChange={(event) => set('title', event.target.value)} errors={fields.title} required />
      <TextAreaField label={t('level_form.description')} name="description" value={values.description} onChange={(event) => set('description', event.target.value)} errors={fields.description} />
      <TextListInput
        name="steps"
        label={t('level_form.steps')}
        itemLabel={(index) => t('level_form.step', { number: index + 1 })}
        addLabel={t('level_form.add_step')}
        values={values.steps}
        onChange={(steps) => set('steps', steps)}
        fields={fields}
        max={MAX_STEPS}
      />
      <TextAreaField label={t('level_form.instructions')} name="instructions" value={values.instructions} onChange={(event) => set('instructions', event.target.value)} errors={fields.instructions} />
      <div className="form__row">
        <Field
          label={t('level_form.duration')}
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.durationMinutes}
          onChange={(event) => set('durationMinutes', event.target.value)}
          errors={fields.durationMinutes}
        />
        <Field
          label={t('level_form.reward_points')}
          name="rewardPoints"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.rewardPoints}
          onChange={(event) => set('rewardPoints', event.target.value)}
          errors={fields.rewardPoints}
        />
      </div>
      <Field label={t('level_form.question')} name="question" value={values.question} onChange={(event) => set('question', event.target.value)} errors={fields.question} hint={t('level_form.question_hint')} />
      <SelectField
        label={t('level_form.answer_type')}
        name="answerType"
        value={values.answerType}
        disabled={typeLocked}
        hint={typeLocked ? t('level_form.answer_type_locked') : undefined}
        onChange={(event) => set('answerType', event.target.value as LevelValues['answerType'])}
        errors={fields.answerType}
      >
        <option value="">{t('level_form.no_question')}</option>
        {LEVEL_ANSWER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`levels:answer_types.${type}`)}
          </option>
        ))}
      </SelectField>
      {choices && (
        <>
          <TextListInput
            name="options"
            label={t('level_form.options')}
            itemLabel={(index) => t('level_form.option', { number: index + 1 })}
            addLabel={t('level_form.add_option')}
            values={values.options}
            onChange={(options) => set('options', options)}
            fields={fields}
            max={MAX_OPTIONS}
          />
          <fieldset className="field choice-group" data-field="rightAnswer">
            <legend className="field__label">{values.answerType === 'select' ? t('level_form.right_answer_one') : t('level_form.right_answer_several')}</legend>
            <div className="choice-group__options">
              {values.options
                .filter((option) => option.trim() !== '')
                .map((option) => (
                  <label key={option} className="choice-group__option">
                    <input
                      type={values.answerType === 'select' ? 'radio' : 'checkbox'}
                      name="rightAnswer"
                      checked={values.rightAnswer.includes(option)}
                      aria-invalid={fields.rightAnswer ? true : undefined}
                      onChange={(event) => toggleRight(option, event.target.checked)}
                    />
                    {option}
                  </label>
                ))}
            </div>
            {fields.rightAnswer && (
              <span className="field__error" role="alert">
                {fields.rightAnswer.join(' ')}
              </span>
            )}
          </fieldset>
        </>
      )}
      {values.answerType === 'text' && (
        <TextListInput
          name="rightAnswer"
          label={t('level_form.accepted_answers')}
          hint={t('level_form.accepted_answers_hint')}
          itemLabel={(index) => t('level_form.accepted_answer', { number: index + 1 })}
          addLabel={t('level_form.add_accepted_answer')}
          values={values.rightAnswer}
          onChange={(rightAnswer) => set('rightAnswer', rightAnswer)}
          fields={fields}
          max={MAX_OPTIONS}
        />
      )}
      <Field label={t('level_form.quiz_url')} name="quizUrl" type="url" inputMode="url" placeholder="https://" value={values.quizUrl} onChange={(event) => set('quizUrl', event.target.value)} errors={fields.quizUrl} />
      <Field
        label={t('level_form.survey_url')}
        name="surveyUrl"
        type="url"
        inputMode="url"
        placeholder="https://…typeform.com/to/…"
        hint={t('level_form.survey_url_hint')}
        value={values.surveyUrl}
        onChange={(event) => set('surveyUrl', event.target.value)}
        errors={fields.surveyUrl}
      />
      <Field
        label={t('level_form.online_event_at')}
        name="onlineEventAt"
        type="datetime-local"
        value={values.onlineEventAt}
        onChange={(event) => set('onlineEventAt', event.target.value)}
        errors={fields.onlineEventAt}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('level_form.save')}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          {t('level_form.cancel')}
        </button>
      </div>
    </form>
  );
}
