import type { ReactNode } from 'react';
import type { UserState } from '../../../shared/users/user.schema';
import { useSession } from '../../features/users/api/get-session';
import { ApiError } from '../../lib/api';
import { canManageSpace } from '../../lib/can';
import { useOnline } from '../../lib/online';
import { spaceOrganisation, useSpaceContext } from '../../lib/space';
import { ForbiddenPage } from './ForbiddenPage';

/*
 * What the company's and the association's members pages share (spec §6):
 * who may see them, their frame, the invitation and list cards, and the
 * table's frame, name and state cells. Each page keeps its own texts, its
 * invitation form, its columns and its actions.
 */

/** The space's managers only; `organisation` is the space's company or association, when the session knows it. */
export function useMembersSpace() {
  const context = useSpaceContext();
  const me = useSession().data!;
  const online = useOnline();
  return { allowed: canManageSpace(me, context), organisation: spaceOrganisation(me, context), online };
}

/** A 403 from the members' list is the forbidden page. */
export const forbiddenMembers = (error: unknown) => (error instanceof ApiError && error.status === 403 ? <ForbiddenPage /> : undefined);

/** The title, the introduction and, offline, why the actions are disabled. */
export function MembersPageFrame(props: { title: string; intro: string; online: boolean; offlineNotice: string; children: ReactNode }) {
  return (
    <div className="stack">
      <h1>{props.title}</h1>
      <p>{props.intro}</p>
      {!props.online && (
        <p className="form__hint" role="status">
          {props.offlineNotice}
        </p>
      )}
      {props.children}
    </div>
  );
}

/** The invitation card, then the list card under its heading. */
export function MembersSections(props: { invite: ReactNode; listTitle: string; children: ReactNode }) {
  return (
    <>
      <section className="card">{props.invite}</section>
      <section className="card stack" aria-labelledby="members-list-title">
        <h2 id="members-list-title">{props.listTitle}</h2>
        {props.children}
      </section>
    </>
  );
}

/** The members' table with its column headings; the rows are the page's (also the admin's tables of members and missions). */
export function MembersTableFrame(props: { columns: string[]; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="table members-table">
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** The member's name, with 'you' on the viewer's own row. */
export function MemberNameCell(props: { name: string; isViewer: boolean; youText: string }) {
  return (
    <td>
      {props.name} {props.isViewer && <span className="muted">{props.youText}</span>}
    </td>
  );
}

/** The member's account state as a badge. */
export function MemberStateCell(props: { state: UserState; text: string }) {
  return (
    <td>
      <span className={`badge badge--${props.state}`}>{props.text}</span>
    </td>
  );
}
