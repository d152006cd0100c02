import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type SpaceContext, contextFromPath } from '../../shared/contexts';
import { type RouteParams, type RouteQuery, buildExternalUrl, tryBuildPath } from '../../shared/routes';

/**
 * A link built from a route name in the current space (or another one). An
 * unknown name or missing parameter is logged and renders a plain element.
 * `external` links (admin links to association and company items) open in a new tab.
 */
export function RouteLink(props: {
  to: string;
  params?: RouteParams;
  query?: RouteQuery;
  context?: SpaceContext;
  external?: boolean;
  className?: string;
  /** Optional so the link can be a component of a <Trans> sentence. */
  children?: ReactNode;
}) {
  const location = useLocation();
  const context = props.context ?? contextFromPath(location.pathname);
  const path = tryBuildPath(props.to, context, props.params, props.query);
  if (path === null) return <span className={props.className}>{props.children}</span>;
  if (props.external) {
    return (
      <a className={props.className} href={buildExternalUrl(window.location.origin, props.to, context, props.params, props.query)} target="_blank" rel="noopener">
        {props.children}
      </a>
    );
  }
  return (
    <Link className={props.className} to={path}>
      {props.children}
    </Link>
  );
}
