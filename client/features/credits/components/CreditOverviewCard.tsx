import { useTranslation } from 'react-i18next';
import type { CreditOverview } from '../api/get-credits';
import { HOURS_PER_WORKING_DAY } from '../../../../shared/time/working-time';
import { daysParams } from '../format';
import './credits.css';

const GRANTS = ['initial', 'bonus', 'malus'] as const;
const USES = ['pending', 'confirmed', 'finished'] as const;

/**
 * The credit overview (spec §2 'credit overview', §3 Credit): what was granted
 * (initial, bonus, malus), what applications hold or used (pending, confirmed,
 * finished) and what is left (total), in days of 7 hours, exact to the seventh.
 */
export function CreditOverviewCard({ overview }: { overview: CreditOverview }) {
  const { t } = useTranslation('credits');
  const days = (value: number) => t('duration.days', daysParams(value));
  const row = (kind: (typeof GRANTS)[number] | (typeof USES)[number], sign: '+' | '−') => (
    <tr key={kind}>
      <th scope="row">
        <span>{t(`kinds.${kind}`)}</span>
        <span className="credit-table__help">{t(`overview.help.${kind}`)}</span>
      </th>
      <td>
        {overview[kind] === 0 ? '' : `${sign} `}
        {days(overview[kind])}
      </td>
    </tr>
  );
  return (
    <div className="stack">
      <section className={`card credit-total${overview.total < 0 ? ' credit-total--negative' : ''}`} aria-labelledby="credit-total-title">
        <h2 id="credit-total-title">{t('total')}</h2>
        <p className="credit-total__value">{days(overview.total)}</p>
        <p className="muted">{overview.total < 0 ? t('overview.total_negative') : t('overview.total_help')}</p>
        <p className="form__hint">{t('overview.day_hours', { hours: HOURS_PER_WORKING_DAY })}</p>
      </section>
      <section className="card stack" aria-labelledby="credit-details-title">
        <h2 id="credit-details-title">{t('overview.details')}</h2>
        <table className="credit-table">
          <caption className="credit-table__caption">{t('overview.details')}</caption>
          <tbody>
            <tr className="credit-table__group">
              <th colSpan={2} scope="rowgroup">
                {t('overview.granted')}
              </th>
            </tr>
            {row('initial', '+')}
            {row('bonus', '+')}
            {row('malus', '−')}
            <tr className="credit-table__group">
              <th colSpan={2} scope="rowgroup">
                {t('overview.used')}
              </th>
            </tr>
            {row('pending', '−')}
            {row('confirmed', '−')}
            {row('finished', '−')}
            <tr className="credit-table__total">
              <th scope="row">{t('total')}</th>
              <td>{days(overview.total)}</td>
            </tr>
          </tbody>
        </table>
        <p className="form__hint">{t('overview.rule')}</p>
      </section>
    </div>
  );
}
