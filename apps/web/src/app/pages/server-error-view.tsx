/** The generic server-error page (SPEC.md §2): what happened, retry, go home. */
import { commonMessages } from '../../messages/common.ts';

export function ServerErrorView() {
  return (
    <main className="server-error" data-testid="server-error">
      <h1>{commonMessages.serverErrorTitle}</h1>
      <p>{commonMessages.serverErrorDescription}</p>
      <div className="server-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {commonMessages.retry}
        </button>
        <a className="btn btn--ghost" href="/">
          {commonMessages.goHome}
        </a>
      </div>
    </main>
  );
}
