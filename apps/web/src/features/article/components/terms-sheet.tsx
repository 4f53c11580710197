/**
 * The blocking sheet of a new terms version (decision 0102): when the signed-in user's accepted
 * version differs from the one in force, it covers the app with a link to /staticPage/terms and
 * "Đồng ý" (POST /CurrentUser/AcceptTerms). It stands aside on the terms page itself so it can be
 * read. Plain elements, no UI kit: the root shell carries it on every page.
 * DOM hook: `data-testid="terms-sheet"`.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { call, errorText } from '../../../lib/api-client.ts';
import { setUser, useCurrentUser } from '../../../lib/session.ts';
import { articleMessages as m } from '../../../messages/article.ts';

const TERMS_PATH = '/staticPage/terms';

/** True when `user` must accept the terms in force before going on. */
export function mustAcceptTerms(user: CurrentUser | null): user is CurrentUser {
  return user !== null && user.currentTermsVersion > 0 && user.termsVersionAccepted !== user.currentTermsVersion;
}

export function TermsSheet() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!mustAcceptTerms(user) || pathname === TERMS_PATH) return null;
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      setUser(await call(currentUserEndpoints.acceptTerms, { body: { version: user.currentTermsVersion } }));
    } catch (err) {
      setError(errorText(err));
      // The terms changed again while the sheet was open: show the newest version to accept.
      call(currentUserEndpoints.get).then(setUser, () => undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="terms-sheet" data-testid="terms-sheet">
      <section className="terms-sheet__panel" role="dialog" aria-modal="true" aria-labelledby="terms-sheet-title">
        <h2 id="terms-sheet-title">{m.termsTitle}</h2>
        <p>{m.termsText}</p>
        <Link to={TERMS_PATH}>{m.termsLink}</Link>
        <FormError message={error} />
        <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void accept()}>
          {busy ? m.termsAccepting : m.termsAccept}
        </button>
      </section>
    </div>
  );
}
