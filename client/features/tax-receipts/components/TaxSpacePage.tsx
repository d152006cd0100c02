import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TaxOverview } from '../../../../shared/tax-receipts/tax-receipt.api';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { TaxPanel } from './TaxPanel';

/** The « Reçus fiscaux » screen of the company or association space: the intro, the empty state, the panel. */
export function TaxSpacePage(props: { side: 'company' | 'association'; slug: string; query: UseQueryResult<TaxOverview>; receiptDownload(id: number): { path: string; fileName: string } }) {
  const { t } = useTranslation('tax-receipts');
  usePageTitle(t('title'));
  const online = useOnline();
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t(`${props.side}.intro`)}</p>
        </div>
      </header>
      {!online && (
        <p className="muted" role="status">
          {t('offline')}
        </p>
      )}
      <QueryStatus query={props.query}>
        {(overview) =>
          overview.lines.length === 0 && overview.receipts.length === 0 ? (
            <section className="card stack">
              <p>{t(`${props.side}.empty`)}</p>
            </section>
          ) : (
            <TaxPanel overview={overview} side={props.side} slug={props.slug} online={online} receiptDownload={props.receiptDownload} />
          )
        }
      </QueryStatus>
    </div>
  );
}
