/** /about (SPEC.md §2: title 'about Page', blank layout, public). */
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { commonMessages } from '../../messages/common.ts';
import { pagesMessages } from '../../messages/pages.ts';

export function Component() {
  return (
    <div className="page page--center">
      <PageTitle>about Page</PageTitle>
      <p>
        <strong>{commonMessages.appName}</strong>
      </p>
      <p className="muted">{pagesMessages.aboutBody}</p>
      <p className="muted">{import.meta.env.VITE_BUILD_ID ?? 'dev'}</p>
      <Link className="btn btn--ghost" to="/">
        {commonMessages.goHome}
      </Link>
    </div>
  );
}
