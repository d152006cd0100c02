import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useDialogFocus } from '../../../ui/use-dialog-focus';
import { useMemberCredits } from '../api/get-credits';
import { CreditOverviewCard } from './CreditOverviewCard';

/** The company space's credit overview (spec §2): one employee's solidarity days, for the company's managers. */
export function MemberCreditsDialog(props: { slug: string; member: { userId: string; fullName: string }; onClose(): void }) {
  const { t } = useTranslation('credits');
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, props.onClose);
  const credits = useMemberCredits(props.slug, props.member.userId);
  return (
    <div className="modal-backdrop">
      <div ref={box} className="modal" role="dialog" aria-modal="true" aria-labelledby="member-credits-title">
        <h2 id="member-credits-title">{t('company_overview.title', { name: props.member.fullName })}</h2>
        <QueryStatus query={credits}>{({ overview }) => <CreditOverviewCard overview={overview} />}</QueryStatus>
        <div className="modal__actions">
          <button type="button" className="button" onClick={props.onClose}>
            {t('company_overview.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
