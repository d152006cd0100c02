import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LevelAnswer } from '../../../../shared/levels/level.schema';
import type { EmployeeLevel } from '../../../../shared/quests/quest-api.schema';
import { apiFetch } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { PendingBadge } from '../../../lib/sync/components/PendingBadge';
import { usePendingIntents, useSyncEngine } from '../../../lib/sync/hooks';
import { useAnswerLevel } from '../offline/answer-level';
import { employeeQuestsKey } from '../api/employee-quests';
import { LevelContent } from './LevelContent';

/**
 * Sends an answer. With the device's replica (the usual case, online or not) it waits in the outbox (`level.answer`)
 * and the server scores it when it arrives; before the replica is there (the first seconds of a first visit), it goes
 * straight to the server. Either way the answer id is made once, so a replay never counts twice.
 */
function useSubmitAnswer(companySlug: string) {
  const engine = useSyncEngine();
  const queue = useAnswerLevel();
  const queryClient = useQueryClient();
  return async (levelId: number, answers: string[]) => {
    if (engine) return void (await queue({ levelId, answers }));
    await apiFetch(`/companies/${encodeURIComponent(companySlug)}/levels/${levelId}/answers`, { method: 'POST', body: { answerId: crypto.randomUUID(), answers } });
    await queryClient.invalidateQueries({ queryKey: employeeQuestsKey(companySlug) });
  };
}

/** A level in its panel: what to read or do, then the question, then the correction and the points once scored. */
export function LevelPlayer(props: { companySlug: string; level: EmployeeLevel; answer: LevelAnswer | undefined }) {
  const { level, answer } = props;
  const pending = usePendingIntents({ name: 'level.answer', where: (args) => args.levelId === level.id }, [level.id]);
  return (
    <div className="level-player stack">
      <LevelContent level={level} />
      {answer ? (
        <LevelResult level={level} answer={answer} />
      ) : pending.length > 0 ? (
        <PendingAnswer level={level} answers={pending[0]!.args.answers} />
      ) : (
        <AnswerForm companySlug={props.companySlug} level={level} />
      )}
    </div>
  );
}

function AnsweredList({ level, answers }: { level: EmployeeLevel; answers: readonly string[] }) {
  const { t } = useTranslation('quests');
  if (level.answerType === null) return null;
  return (
    <p>
      {t('answer.yours')} <strong>{answers.join(', ')}</strong>
    </p>
  );
}

function PendingAnswer({ level, answers }: { level: EmployeeLevel; answers: readonly string[] }) {
  const { t } = useTranslation('quests');
  return (
    <section className="card level-result" aria-live="polite">
      <p>
        <strong>{t('answer.saved_on_device')}</strong> <PendingBadge pending />
      </p>
      <AnsweredList level={level} answers={answers} />
      <p className="muted">{t('answer.pending_hint')}</p>
    </section>
  );
}

function LevelResult({ level, answer }: { level: EmployeeLevel; answer: LevelAnswer }) {
  const { t } = useTranslation('quests');
  const opinion = level.answerType === null;
  return (
    <section className={`card level-result level-result--${answer.isCorrect ? 'right' : 'wrong'}`} aria-live="polite">
      <p className="level-result__verdict">
        <strong>{opinion ? t('answer.done') : answer.isCorrect ? t('answer.right') : t('answer.wrong')}</strong>
      </p>
      <AnsweredList level={level} answers={answer.answers} />
      <p>{t('answer.points_earned', { count: answer.pointsEarned })}</p>
    </section>
  );
}

function AnswerForm({ companySlug, level }: { companySlug: string; level: EmployeeLevel }) {
  const { t } = useTranslation('quests');
  const errorText = useErrorText();
  const submit = useSubmitAnswer(companySlug);
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const answers = level.answerType === 'text' ? [text.trim()].filter(Boolean) : chosen;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (level.answerType !== null && answers.length === 0) {
      setError(level.answerType === 'text' ? t('answer.write_one') : t('answer.choose_one'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await submit(level.id, answers);
    } catch (failure) {
      // Nothing typed is lost: the form stays as it was, with the reason.
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

  const invalid = error !== null || undefined;
  const errorId = `${id}-error`;
  return (
    <form className="card level-answer form" onSubmit={onSubmit} noValidate>
      {level.question === null ? (
        <p>{t('answer.confirm_hint')}</p>
      ) : level.answerType === 'text' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-text`}>
            {level.question}
          </label>
          <textarea id={`${id}-text`} name="answer" rows={3} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid} aria-describedby={error ? errorId : undefined} />
        </div>
      ) : (
        <fieldset className="field choice-group" aria-describedby={error ? errorId : undefined}>
          <legend className="field__label">{level.question}</legend>
          <span className="field__hint">{level.answerType === 'checkbox' ? t('answer.several') : t('answer.one')}</span>
          <div className="level-answer__options">
            {level.options.map((option) => (
              <label key={option} className="level-answer__option">
                <input
                  type={level.answerType === 'checkbox' ? 'checkbox' : 'radio'}
                  name="answer"
                  value={option}
                  checked={chosen.includes(option)}
                  aria-invalid={invalid}
                  onChange={(event) =>
                    setChosen(level.answerType === 'checkbox' ? (event.target.checked ? [...chosen, option] : chosen.filter((other) => other !== option)) : [option])
                  }
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <span className="field__error" id={errorId} role="alert">
          {error}
        </span>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {level.question === null ? t('answer.confirm') : t('answer.submit')}
      </button>
    </form>
  );
}
