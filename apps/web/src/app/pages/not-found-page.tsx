/**
 * 404 page. SPEC.md §2 fixes its document title, `Page Not Found: {path}` (set by the root shell);
 * the person reads a Vietnamese heading, the path asked for, and a way home (decision 0030).
 */
import { Link, useLocation } from 'react-router';
import { commonMessages as m } from '../../messages/common.ts';

export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="page page--center" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{m.notFoundHeading}</h1>
      <p className="muted">{m.notFoundDescription}</p>
      <p className="muted not-found__path">
        {m.notFoundPath}: <code>{pathname}</code>
      </p>
      <Link className="btn btn--primary" to="/">
        {m.goHome}
      </Link>
    </div>
  );
}
