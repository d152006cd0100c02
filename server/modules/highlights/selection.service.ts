import { AppError } from '../../../shared/errors';
import type { CatalogueHighlightOffer } from '../../../shared/highlights/highlight-api';
import { type HighlightState, SELECTABLE_HIGHLIGHT_STATES, highlightMachine } from '../../../shared/highlights/highlight.machine';
import type { Sql, TransactionSql } from '../../db/connect';
import { listVisibleMissionCards } from '../missions/search.service';
import { companyAudience } from './content';
import * as q from './highlights.sql';
import type { HighlightEditor } from './manage.service';
import { presentHighlight } from './present';

type Tx = Sql | TransactionSql;

/** What a company does with a catalogue highlight it is offered. */
export const SELECTION_ACTIONS = ['select', 'unselect'] as const;
export type SelectionAction = (typeof SELECTION_ACTIONS)[number];

/**
 * The platform's catalogue as a company sees it (its admins: `canManageCompany`, checked by the route): the catalogue
 * highlights pre-published or published (any other is a 404), and its picks. A company's pick is its copy of the
 * catalogue highlight (`highlights.catalogue_highlight_id`), in state `selected`: its employees see it once the platform
 * publishes it. The copy's state before the first pick is the catalogue highlight's; a withdrawn pick is `published`
 * (what the catalogue offers), no longer put forward.
 */

/** The state the machine reads for the company: its copy's, or before any pick the catalogue highlight's. */
const stateFor = (catalogue: q.HighlightRow, copy: { state: HighlightState } | undefined) => copy?.state ?? catalogue.state;

function actionsFor(catalogue: q.HighlightRow, copy: { state: HighlightState } | undefined, editor: HighlightEditor): SelectionAction[] {
  const actions = highlightMachine.availableActions(stateFor(catalogue, copy), editor, { isCatalogueCopy: true });
  return SELECTION_ACTIONS.filter((action) => actions.includes(action));
}

async function offeredOrThrow(sql: Tx, catalogueId: number): Promise<q.HighlightRow> {
  const row = await q.findCatalogueHighlight(sql, catalogueId, { states: SELECTABLE_HIGHLIGHT_STATES });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function offerOf(sql: Tx, companyId: number, catalogue: q.HighlightRow, editor: HighlightEditor, now: Date): Promise<CatalogueHighlightOffer> {
  const [copy, missions] = await Promise.all([
    q.findCatalogueCopy(sql, companyId, catalogue.id),
    listVisibleMissionCards(sql, companyAudience(companyId), catalogue.missionIds, now),
  ]);
  return { highlight: presentHighlight(catalogue), missions, selected: copy?.state === 'selected', availableActions: actionsFor(catalogue, copy, editor) };
}

/** A catalogue highlight offered to the company, with its missions as the company's employees see them. */
export async function getCatalogueOffer(sql: Sql, companyId: number, catalogueId: number, editor: HighlightEditor, now = new Date()): Promise<CatalogueHighlightOffer> {
  return offerOf(sql, companyId, await offeredOrThrow(sql, catalogueId), editor, now);
}

/**
 * The company picks (`select`) or withdraws its pick (`unselect`) through the machine, on its locked copy while the
 * catalogue highlight is held (`for share`: the platform cannot withdraw it meanwhile). Picking twice, or withdrawing
 * what was not picked, is INVALID_TRANSITION.
 */
export async function changeSelection(sql: Sql, companyId: number, catalogueId: number, editor: HighlightEditor, action: SelectionAction, now = new Date()) {
  return sql.begin(async (tx) => {
    if (!(await q.lockCatalogueHighlight(tx, catalogueId, 'share'))) throw new AppError('NOT_FOUND');
    const catalogue = await offeredOrThrow(tx, catalogueId);
    const copy = await q.findCatalogueCopy(tx, companyId, catalogueId, { lock: true });
    const result = highlightMachine.authorize(stateFor(catalogue, copy), action, editor, { isCatalogueCopy: true });
    if (!result.ok) throw new AppError(result.code);
    if (copy) await q.setSelectionState(tx, copy.id, result.next, editor.userId);
    else await q.insertSelection(tx, companyId, catalogueId, editor.userId, result.next);
    return offerOf(tx, companyId, catalogue, editor, now);
  });
}
