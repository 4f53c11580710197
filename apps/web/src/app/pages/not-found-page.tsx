/** 404 page (SPEC.md §2): the fixed text `Page Not Found: {path}`, and a way home. */
import { Link, useLocation } from 'react-router';
import { commonMessages } from '../../messages/common.ts';
import { notFoundTitle } from '../../messages/pages.ts';

export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="page page--center" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{notFoundTitle(pathname)}</h1>
      <p className="muted">{commonMessages.notFoundDescription}</p>
      <Link className="btn btn--primary" to="/">
        {commonMessages.goHome}
      </Link>
    </div>
  );
}
