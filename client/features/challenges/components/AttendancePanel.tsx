import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyChallenge } from '../../../../shared/challenges/challenge.views';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useChallengeParticipants, useRecordAttendance } from '../api/manage-challenge';

/**
 * In the side panel of an event (`?panel-participants={id}`): who registered, and, once the event has started, who
 * came (« Présent·e »): attending earns the event's points, shown to the employee within 24 hours of its end.
 */
export function AttendancePanel({ companySlug, challenge }: { companySlug: string; challenge: CompanyChallenge }) {
  const { t, i18n } = useTranslation('challenges');
  const errorText = useErrorText();
  const participants = useChallengeParticipants(companySlug, challenge.id);
  const record = useRecordAttendance(companySlug, challenge.id);
  // What was just ticked shows at once (the same event), until the server's answer takes over.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const forget = (userId: string) =>
    setTicked((current) => {
      const { [userId]: _, ...rest } = current;
      return rest;
    });
  const started = challenge.timing !== 'upcoming';
  return (
    <div className="stack">
      <p className="muted">{started ? t('attendance.hint', { count: challenge.rewardPoints }) : t('attendance.not_started')}</p>
      <QueryStatus query={participants}>
        {({ participants: list }) =>
          list.length === 0 ? (
            <p>{t('attendance.none')}</p>
          ) : (
            <ul className="attendance-list">
              {list.map((participant) => (
                <li key={participant.userId} className="attendance-list__item">
                  <span className="attendance-list__who">
                    <strong>{participant.name}</strong>
                    <span className="muted">
                      {participant.email} · {t('attendance.registered_on', { date: new Date(participant.registeredAt).toLocaleDateString(i18n.language, { timeZone: 'Europe/Paris' }) })}
                    </span>
                  </span>
                  <label className="attendance-list__toggle">
                    <input
                      type="checkbox"
                      checked={ticked[participant.userId] ?? participant.attended}
                      disabled={!started}
                      onChange={(event) => {
                        const { userId } = participant;
                        const attended = event.target.checked;
                        setTicked((current) => ({ ...current, [userId]: attended }));
                        record.mutate(
                          { userId, attended },
                          { onError: (error) => showFlash('error', errorText(error) ?? ''), onSettled: () => forget(userId) },
                        );
                      }}
                    />
                    {t('attendance.present')}
                    <span className="visually-hidden"> {participant.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </div>
  );
}
