import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation, EngagementMessage } from '../../../../../shared/engagements/message.schema';
import { MESSAGE_MAX_LENGTH } from '../../../../../shared/engagements/message.rules';
import { useOnline } from '../../../../lib/online';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/form';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { type MessengerScope, useConversation, usePostMessage } from '../../api/messages';
import { formatInstant } from '../follow-up/format-dates';
import '../engagement-handling.css';

/**
 * The conversation of one application (issue 6): the messages, oldest first,
 * and a composer. A failed send keeps the draft and says why; offline, the
 * draft stays and sending waits for the connection. On a mission a company
 * published itself, the other side is that company (the organiser).
 */
export function Messenger(props: { scope: MessengerScope; engagementId: string }) {
  const query = useConversation(props.scope, props.engagementId);
  return <QueryStatus query={query}>{(conversation) => <ConversationView scope={props.scope} conversation={conversation} />}</QueryStatus>;
}

/** Who answers the volunteer: the mission's association, or the company that published it. */
const organiserOf = (conversation: Conversation) => conversation.associationName ?? conversation.organiserName;

function authorLabel(message: EngagementMessage, conversation: Conversation, t: (key: string, options?: Record<string, unknown>) => string): string {
  const organiser = organiserOf(conversation);
  if (message.authorKind === 'system') return t('messenger.automatic', { association: organiser ?? '' });
  if (message.mine) return t('messenger.you');
  if (message.authorKind === 'volunteer') return message.authorName ?? conversation.volunteerName;
  if (!organiser) return message.authorName ?? '';
  return message.authorName ? t('messenger.association_author', { name: message.authorName, association: organiser }) : organiser;
}

function ConversationView({ scope, conversation }: { scope: MessengerScope; conversation: Conversation }) {
  const { t } = useTranslation('engagements');
  const errorText = useErrorText();
  const online = useOnline();
  const send = usePostMessage(scope, conversation.engagementId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const lastId = conversation.messages.at(-1)?.id;
  useEffect(() => {
    // Braces: newer browsers return a promise from scrollIntoView, which must not become the effect's cleanup.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's schema checks the draft; it loads with the first message sent, not with the conversation.
    const { messageInputSchema } = await import('../../../../../shared/engagements/message.schema');
    const checked = messageInputSchema.safeParse({ body: draft });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('messenger.empty_draft'));
      return;
    }
    setError(null);
    send.mutate(checked.data.body, {
      onSuccess: () => setDraft(''),
      // The draft stays as typed: only the reason is shown.
      onError: (failure) => setError(serverFieldErrors(failure).body?.join(' ') ?? errorText(failure)),
    });
  };

  return (
    <section className="messenger stack" aria-label={t('messenger.title')}>
      <header>
        <h2>{t('messenger.conversation_title', { mission: conversation.missionTitle })}</h2>
        <p className="muted">{t('messenger.between', { volunteer: conversation.volunteerName, association: organiserOf(conversation) ?? '—' })}</p>
        {scope.kind === 'publishingCompany' && conversation.canWrite && (
          <p className="muted">{t('messenger.organiser_writer', { organiser: conversation.organiserName ?? '' })}</p>
        )}
      </header>
      {conversation.messages.length === 0 ? (
        <p className="muted" role="status">
          {t('messenger.empty')}
        </p>
      ) : (
        <ol className="messenger__list" aria-live="polite">
          {conversation.messages.map((message) => (
            <li key={message.id} className={`messenger__message messenger__message--${message.mine ? 'mine' : message.authorKind}`}>
              <p className="messenger__meta">
                <strong>{authorLabel(message, conversation, t)}</strong> · <time dateTime={message.createdAt} dir="ltr">
                  {formatInstant(message.createdAt)}
                </time>
                {message.mine && conversation.otherSideLastReadId !== null && conversation.otherSideLastReadId >= message.id && (
                  <span className="muted"> · {t('messenger.read')}</span>
                )}
              </p>
              <p className="messenger__body" dir="auto">
                {message.body}
              </p>
            </li>
          ))}
          <li ref={end} aria-hidden="true" className="messenger__end" />
        </ol>
      )}
      {conversation.canWrite ? (
        <form className="form messenger__composer" onSubmit={submit} noValidate>
          <label className="field__label" htmlFor="messenger-draft">
            {t('messenger.draft_label')}
          </label>
          <textarea
            id="messenger-draft"
            rows={4}
            value={draft}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby="messenger-draft-hint"
            onChange={(event) => setDraft(event.target.value)}
          />
          <span className="field__hint" id="messenger-draft-hint">
            {t('messenger.draft_hint', { length: draft.length, max: MESSAGE_MAX_LENGTH })}
          </span>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          {!online && <p className="form__hint">{t('messenger.offline')}</p>}
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={!online || send.isPending}>
              {send.isPending ? t('messenger.sending') : t('messenger.send')}
            </button>
          </div>
        </form>
      ) : (
        <p className="muted">{t(scope.kind === 'publishingCompany' ? 'messenger.read_only_organiser' : 'messenger.read_only')}</p>
      )}
    </section>
  );
}
