import { useTranslation } from 'react-i18next';
import type { ProgramAction } from '../../../../shared/programs/program.machine';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { type ProgramsOwner, useProgramAction } from '../api/company-programs';

/** The selection machine's steps, in the order the pages offer them. */
const PROGRAM_ACTION_ORDER: readonly ProgramAction[] = ['publish', 'deactivate', 'restore', 'archive'];

/**
 * The buttons of the steps the server says the reader may take on a selection now (`availableActions`: publish,
 * deactivate, restore, archive); each says what it did, or why it was refused.
 */
export function ProgramActions(props: { owner: ProgramsOwner; program: { id: number; name: string }; availableActions: readonly ProgramAction[]; small?: boolean }) {
  const { t } = useTranslation('programs');
  const errorText = useErrorText();
  const action = useProgramAction(props.owner);
  return PROGRAM_ACTION_ORDER.filter((name) => props.availableActions.includes(name)).map((name) => (
    <button
      key={name}
      type="button"
      className={`button${props.small ? ' button--small' : ''}${name === 'publish' ? ' button--primary' : ''}`}
      disabled={action.isPending}
      onClick={() =>
        action.mutate(
          { id: props.program.id, action: name },
          { onSuccess: () => showFlash('success', t(`actions.done.${name}`)), onError: (error) => showFlash('error', errorText(error) ?? '') },
        )
      }
    >
      {t(`actions.${name}`)}
      {props.small && <span className="visually-hidden"> {props.program.name}</span>}
    </button>
  ));
}
