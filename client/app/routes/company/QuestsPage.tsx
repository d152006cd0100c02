import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CompanyQuestList } from '../../../../shared/quests/quest-api.schema';
import { useCompanyQuests } from '../../../features/quests/api/company-quests';
import { QuestPicture } from '../../../features/quests/components/QuestPicture';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import '../../../features/quests/components/quests.css';

/** `/entreprise/{slug}/defis`: the company's awareness quests, with their state, levels and participants. */
export function QuestsPage() {
  const { t } = useTranslation('quests');
  const companySlug = useParams().companySlug!;
  usePageTitle(t('company.title'));
  const query = useCompanyQuests(companySlug);
  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('company.title')}</h1>
        <RouteLink to="quests.create" className="button button--primary">
          {t('company.create')}
        </RouteLink>
      </div>
      <p className="muted">{t('company.intro')}</p>
      <QueryStatus query={query}>{(data) => <QuestTable data={data} />}</QueryStatus>
    </div>
  );
}

function QuestTable({ data }: { data: CompanyQuestList }) {
  const { t } = useTranslation('quests');
  if (data.quests.length === 0) {
    return (
      <div className="card empty-state">
        <img src="/illustrations/thematics/education.svg" alt="" width={160} height={120} />
        <h2>{t('company.empty.title')}</h2>
        <p className="muted">{t('company.empty.body')}</p>
        <RouteLink to="quests.create" className="button button--primary">
          {t('company.create')}
        </RouteLink>
      </div>
    );
  }
  return (
    <ul className="company-quests">
      {data.quests.map((quest) => (
        <li key={quest.id} className="card company-quests__item">
          <QuestPicture quest={{ coverImage: quest.coverImage, thematics: [], title: quest.title }} className="company-quests__picture" lazy />
          <div className="company-quests__text">
            <span className={`badge badge--quest-${quest.state}`}>{t(`states.${quest.state}`)}</span>
            <h2 className="company-quests__title">
              <RouteLink to="quests.show" params={{ questId: quest.id }}>
                {quest.title}
              </RouteLink>
            </h2>
            <p className="muted">
              {t('levels_count', { count: quest.levelsCount })} · {t('points_to_earn', { count: quest.points })} · {t('participants', { count: quest.participantsCount })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
