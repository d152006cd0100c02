import type { EngagementAction } from '../../../../../shared/engagements/engagement.machine';
import { ReferentActions, type ReferentWhere } from './ReferentActions';

/** The two quick steps of the applications list; the others are on the follow-up page. */
const QUICK: readonly EngagementAction[] = ['confirm', 'finish'];

/**
 * A row of the mission's Candidatures tab: « Confirmer » an application to
 * confirm, « Marquer comme terminée » a confirmed one, each after a
 * confirmation (ReferentActions), when the server lists it among the actions
 * the user may take (`availableActions`: only the mission's referent handles
 * applications). From the association space, or (`place`) from the company
 * that published the mission.
 */
export function ApplicationQuickActions(props: ReferentWhere & {
  application: { id: string; volunteerName: string; availableActions: readonly EngagementAction[] };
  disabled?: boolean;
  onChanged?: () => void;
}) {
  if (!props.application.availableActions.some((action) => QUICK.includes(action))) return null;
  return (
    <ReferentActions
      {...(props.place ? { place: props.place } : { associationSlug: props.associationSlug! })}
      engagement={{ id: props.application.id, volunteerName: props.application.volunteerName, availableActions: props.application.availableActions }}
      only={QUICK}
      small
      disabled={props.disabled}
      onChanged={props.onChanged}
    />
  );
}
