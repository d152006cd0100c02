import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PartnerAssociationCard } from '../../../../shared/companies/partner-associations.schema';
import type { Thematic } from '../../../../shared/missions/taxonomy';
import { THEMATICS } from '../../../../shared/missions/taxonomy';
import { usePartnerAssociations, usePartnerSearch, useSetPartnership } from '../../../features/companies/api/partner-associations';
import { PartnerCard } from '../../../features/companies/components/PartnerCard';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors } from '../../../lib/form';
import { Field, SelectField } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { usePageTitle } from '../../../ui/PageState';
import { TabBar, useActiveTab } from '../../../ui/TabBar';
import './settings.css';

type PartnerSearchQuery = { q?: string; city?: string; thematic?: Thematic };

function useToggle(slug: string) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const partnership = useSetPartnership(slug);
  const toggle = (association: PartnerAssociationCard, partner: boolean) =>
    partnership.mutate(
      { associationSlug: association.slug, partner },
      {
        onSuccess: () => showFlash('success', t(partner ? 'partners.added' : 'partners.removed', { name: association.name })),
        onError: (error) => showFlash('error', errorText(error) ?? t('partners.offline')),
      },
    );
  return { toggle, pending: partnership.isPending };
}

/** `/entreprise/{slug}/associations` and `?bar_tab=search`: the company's partner associations, and finding new ones. */
export function PartnerAssociationsPage() {
  const { t } = useTranslation('companies');
  usePageTitle(t('partners.title'));
  const slug = useParams().companySlug!;
  const tabs = [
    { id: 'partners', label: t('partners.tab_partners') },
    { id: 'search', label: t('partners.tab_search') },
  ];
  const [active] = useActiveTab(tabs);
  return (
    <div className="stack partners-page">
      <h1>{t('partners.title')}</h1>
      <p className="muted">{t('partners.intro')}</p>
      <TabBar tabs={tabs} label={t('partners.tabs_label')} />
      <div role="tabpanel" aria-labelledby={`tab-${active}`}>
        {active === 'search' ? <PartnerSearch slug={slug} /> : <PartnerList slug={slug} />}
      </div>
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    // The status is the wrapper's: a role on the list itself would take the list's meaning from its items.
    <div role="status" aria-label={t('status.loading')}>
      <ul className="partner-cards" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="card skeleton partner-card" style={{ minHeight: '9rem' }} />
        ))}
      </ul>
    </div>
  );
}

function PartnerList({ slug }: { slug: string }) {
  const { t } = useTranslation('companies');
  const query = usePartnerAssociations(slug);
  const [, select] = useActiveTab([{ id: 'search', label: '' }]);
  const { toggle, pending } = useToggle(slug);
  if (query.isPending && query.fetchStatus === 'fetching') return <ListSkeleton />;
  return (
    <QueryStatus query={query}>
      {(data) =>
        data.associations.length === 0 ? (
          <div className="card empty-state">
            <img src="/illustrations/thematics/poverty-exclusion.svg" alt="" width={160} height={120} />
            <h2>{t('partners.empty_title')}</h2>
            <p className="muted">{t('partners.empty_body')}</p>
            <button type="button" className="button button--primary" onClick={() => select('search')}>
              {t('partners.find')}
            </button>
          </div>
        ) : (
          <ul className="partner-cards">
            {data.associations.map((association) => (
              <PartnerCard key={association.slug} association={association} pending={pending} onToggle={(partner) => toggle(association, partner)} />
            ))}
          </ul>
        )
      }
    </QueryStatus>
  );
}

function PartnerSearch({ slug }: { slug: string }) {
  const { t } = useTranslation(['companies', 'missions']);
  const [draft, setDraft] = useState<PartnerSearchQuery>({});
  const [query, setQuery] = useState<PartnerSearchQuery>({});
  const results = usePartnerSearch(slug, query);
  const fields = results.isError ? serverFieldErrors(results.error) : {};
  const { toggle, pending } = useToggle(slug);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...draft });
  };
  return (
    <div className="stack">
      <form className="partner-search card" role="search" aria-label={t('companies:partners.search_label')} onSubmit={submit} noValidate>
        <Field label={t('companies:partners.search_name')} name="q" value={draft.q ?? ''} onChange={(event) => setDraft({ ...draft, q: event.target.value })} errors={fields.q} />
        <Field label={t('companies:partners.search_city')} name="city" value={draft.city ?? ''} onChange={(event) => setDraft({ ...draft, city: event.target.value })} errors={fields.city} />
        <SelectField
          label={t('companies:partners.search_thematic')}
          name="thematic"
          value={draft.thematic ?? ''}
          onChange={(event) => setDraft({ ...draft, thematic: (event.target.value || undefined) as PartnerSearchQuery['thematic'] })}
          errors={fields.thematic}
        >
          <option value="">{t('companies:partners.all_thematics')}</option>
          {THEMATICS.map((thematic) => (
            <option key={thematic} value={thematic}>
              {t(`missions:thematics.${thematic}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary">
          {t('companies:partners.search_submit')}
        </button>
      </form>
      {results.isPending && results.fetchStatus === 'fetching' ? (
        <ListSkeleton />
      ) : Object.keys(fields).length > 0 ? null : (
        <QueryStatus query={results}>
          {(data) =>
            data.associations.length === 0 ? (
              <div className="card empty-state">
                <img src="/illustrations/thematics/poverty-exclusion.svg" alt="" width={160} height={120} />
                <h2>{t('companies:partners.no_results')}</h2>
                <button type="button" className="button" onClick={() => (setDraft({}), setQuery({}))}>
                  {t('companies:partners.clear_search')}
                </button>
              </div>
            ) : (
              <ul className="partner-cards" aria-label={t('companies:partners.results', { count: data.associations.length })}>
                {data.associations.map((association) => (
                  <PartnerCard key={association.slug} association={association} pending={pending} onToggle={(partner) => toggle(association, partner)} />
                ))}
              </ul>
            )
          }
        </QueryStatus>
      )}
    </div>
  );
}
