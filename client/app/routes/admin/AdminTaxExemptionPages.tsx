import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { daysFromSeventhsText, eurosText } from '../../../../shared/tax-receipts/valuation';
import {
  TAX_RECEIPTS_EXPORT,
  adminReceiptDownload,
  useAdminReceiptAction,
  useAdminTaxExemption,
  useAdminTaxExemptions,
} from '../../../features/tax-receipts/api/tax-receipts';
import { ReceiptCard } from '../../../features/tax-receipts/components/TaxPanel';
import { useErrorText } from '../../../lib/error-text';
import { useOnline } from '../../../lib/online';
import { useDownload } from '../../../lib/use-download';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';
import './admin.css';

const ADMIN_ACTIONS = { to_send: ['archive'], complete: ['reopen', 'archive'], problem_reported: ['resolve', 'archive'], archived: ['unarchive'] } as const;

/** `/admin/tax-exemption` (issue 20): every exemption (a company, an association, a year), and the receipts export. */
export function AdminTaxExemptionsPage() {
  const { t } = useTranslation('tax-receipts');
  usePageTitle(t('admin.title'));
  const list = useAdminTaxExemptions();
  const download = useDownload();
  return (
    <div className="stack admin-page">
      <AdminNav />
      <header className="page-header">
        <div>
          <h1>{t('admin.title')}</h1>
          <p className="muted">{t('admin.intro')}</p>
        </div>
        <button type="button" className="button" onClick={() => void download(TAX_RECEIPTS_EXPORT.path, TAX_RECEIPTS_EXPORT.fileName)}>
          {t('admin.export')}
        </button>
      </header>
      <QueryStatus query={list}>
        {({ exemptions }) =>
          exemptions.length === 0 ? (
            <p className="muted">{t('admin.empty')}</p>
          ) : (
            <div className="table-wrap" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.company')}</th>
                    <th scope="col">{t('columns.association')}</th>
                    <th scope="col">{t('columns.year')}</th>
                    <th scope="col">{t('columns.lines')}</th>
                    <th scope="col">{t('columns.amount')}</th>
                    <th scope="col">{t('columns.receipt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {exemptions.map((exemption) => (
                    <tr key={exemption.id}>
                      <th scope="row">
                        <RouteLink to="admin.taxExemption" params={{ taxExemptionId: String(exemption.id) }}>
                          {exemption.companyName}
                        </RouteLink>
                      </th>
                      <td>{exemption.associationName}</td>
                      <td>{exemption.year}</td>
                      <td>{exemption.lineCount}</td>
                      <td>{eurosText(exemption.valuedAmountCents)}</td>
                      <td>{exemption.receiptStates.map((state) => t(`states.${state}`)).join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStatus>
    </div>
  );
}

/** `/admin/tax-exemption/{id}` (issue 20): one exemption, its lines and its receipts, which admins move on. */
export function AdminTaxExemptionPage() {
  const { t } = useTranslation('tax-receipts');
  const id = Number(useParams().taxExemptionId);
  const exemption = useAdminTaxExemption(id);
  const action = useAdminReceiptAction();
  const errorText = useErrorText();
  const online = useOnline();
  usePageTitle(t('admin.title'));
  return (
    <div className="stack admin-page">
      <AdminNav />
      <RouteLink to="admin.taxExemptions">{t('admin.back')}</RouteLink>
      <QueryStatus query={exemption}>
        {(view) => (
          <div className="stack">
            <header className="page-header">
              <h1>{t('admin.exemption_title', { company: view.company.name, association: view.association.name, year: view.periodStart.slice(0, 4) })}</h1>
            </header>
            <p>
              {t('admin.figures', {
                days: String(view.days).replace('.', ','),
                amount: eurosText(view.valuedAmountCents),
                reduction: eurosText(view.taxReductionCents),
                rate: eurosText(view.averageDailyRateCents),
              })}
            </p>
            <div className="table-wrap" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.date')}</th>
                    <th scope="col">{t('columns.employee')}</th>
                    <th scope="col">{t('columns.mission')}</th>
                    <th scope="col">{t('columns.days')}</th>
                    <th scope="col">{t('columns.amount')}</th>
                    <th scope="col">{t('columns.receipt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.lines.map((line) => (
                    <tr key={line.id}>
                      <td>{line.workedOn.split('-').reverse().join('/')}</td>
                      <td>{line.employeeName}</td>
                      <td>{line.missionTitle}</td>
                      <td>{daysFromSeventhsText(line.sevenths)}</td>
                      <td>{eurosText(line.valuedAmountCents)}</td>
                      <td>{line.receipt ? t(`states.${line.receipt.state}`) : t('not_covered')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2>{t('receipts_title')}</h2>
            {view.receipts.length === 0 && <p className="muted">{t('receipts_empty')}</p>}
            <ul className="stack tax-panel__receipts">
              {view.receipts.map((receipt) => (
                <ReceiptCard key={receipt.id} receipt={receipt} download={adminReceiptDownload(receipt.id)} online={online}>
                  <p className="tax-panel__actions">
                    {ADMIN_ACTIONS[receipt.state].map((name) => (
                      <button
                        key={name}
                        type="button"
                        className="button"
                        disabled={!online || action.isPending}
                        onClick={() =>
                          action.mutate(
                            { id: receipt.id, action: name },
                            { onSuccess: () => showToast('success', t('admin.done')), onError: (error) => showToast('error', errorText(error) ?? '') },
                          )
                        }
                      >
                        {t(`admin.actions.${name}`)}
                      </button>
                    ))}
                  </p>
                </ReceiptCard>
              ))}
            </ul>
          </div>
        )}
      </QueryStatus>
    </div>
  );
}
