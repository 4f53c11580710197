/**
 * /about (SPEC.md §2: document title 'about Page', blank layout, public). The visible heading is
 * Vietnamese; the build id is for staff and support, so it stays in the page source only
 * (`data-build-id` on the page and `window.__app.buildId`), out of the customer's sight.
 */
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { commonMessages } from '../../messages/common.ts';
import { pagesMessages } from '../../messages/pages.ts';

export function Component() {
  return (
    <div className="page page--center" data-testid="about" data-build-id={import.meta.env.VITE_BUILD_ID ?? 'dev'}>
      <PageTitle>{pagesMessages.aboutHeading}</PageTitle>
      <p>
        <strong>{commonMessages.appName}</strong>
      </p>
      <p className="muted">{pagesMessages.aboutBody}</p>
      <Link className="btn btn--ghost" to="/">
        {commonMessages.goHome}
      </Link>
    </div>
  );
}
