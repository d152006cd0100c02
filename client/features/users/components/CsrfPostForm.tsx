import type { ReactNode } from 'react';
import { useCsrfToken } from '../api/get-csrf-token';
import { forgetLastSession } from '../api/get-session';

/**
 * A classic form POST with the CSRF token in a hidden field (like logout), for
 * actions that switch who is signed in: the server answers with cookies and a
 * redirect, so the page reloads as the new user.
 */
export function CsrfPostForm(props: { action: string; className?: string; children: (ready: boolean) => ReactNode }) {
  const csrf = useCsrfToken();
  return (
    // The cached session belongs to the user being switched away from.
    <form method="post" action={props.action} className={props.className} onSubmit={() => forgetLastSession()}>
      <input type="hidden" name="_csrf" value={csrf.data ?? ''} />
      {props.children(Boolean(csrf.data))}
    </form>
  );
}
