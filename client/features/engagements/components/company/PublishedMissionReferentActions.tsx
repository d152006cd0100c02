import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePublishedMissionEngagement } from '../../api/association-engagements';
import { engagementsKey } from '../../api/get-engagements';
import { ReferentActions } from '../follow-up/ReferentActions';

/**
 * On the company's follow-up of one application: when the mission is one the
 * company published itself and the user handles its applications (its
 * referent, or the admins when it has none: `canManageEngagement` on the
 * server), the referent's steps — confirm, mark as finished, move back to
 * confirmed, cancel with a reason, revert a cancellation. Nothing otherwise
 * (an association's mission, or a reader), nor while it loads.
 */
export function PublishedMissionReferentActions(props: { companySlug: string; engagementId: string }) {
  const { t } = useTranslation('engagements');
  const queryClient = useQueryClient();
  const view = usePublishedMissionEngagement(props.companySlug, props.engagementId);
  if (!view.data || view.data.availableActions.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="published-mission-referent">
      <h2 id="published-mission-referent">{t('company_follow_up.referent_title')}</h2>
      <p className="muted">{t('company_follow_up.referent_intro')}</p>
      <ReferentActions
        place={{ kind: 'publishingCompany', slug: props.companySlug }}
        engagement={{ id: view.data.id, volunteerName: view.data.volunteer.fullName, availableActions: view.data.availableActions }}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: engagementsKey(props.companySlug) })}
      />
    </section>
  );
}
