import { type EngagementAction, type EngagementState, engagementMachine } from '../../../../../shared/engagements/engagement.machine';
import { ReferentActions, type ReferentWhere } from './ReferentActions';

/** The two quick steps of the applications list; the others are on the follow-up page. */
const QUICK: readonly EngagementAction[] = ['confirm', 'finish'];

/** Which quick steps the machine accepts from this state (the server decides again). */
export function quickActionsFor(state: EngagementState): EngagementAction[] {
  return QUICK.filter((action) => engagementMachine.can(state, action, {}));
}

/**
 * A row of the mission's Candidatures tab, for the mission's referent:
 * « Confirmer » an application to confirm, « Marquer comme terminée » a
 * confirmed one, each after a confirmation (ReferentActions). From the
 * association space, or (`place`) from the company that published the mission.
 */
export function ApplicationQuickActions(props: ReferentWhere & {
  application: { id: string; state: EngagementState; volunteerName: string };
  disabled?: boolean;
  onChanged?: () => void;
}) {
  return (
    <ReferentActions
      {...(props.place ? { place: props.place } : { associationSlug: props.associationSlug! })}
      engagement={{ id: props.application.id, volunteerName: props.application.volunteerName, availableActions: quickActionsFor(props.application.state) }}
      only={QUICK}
      small
      disabled={props.disabled}
      onChanged={props.onChanged}
    />
  );
}
