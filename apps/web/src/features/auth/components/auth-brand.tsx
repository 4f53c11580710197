/** App icon, name and tagline at the top of the sign-in screens. */
import { commonMessages } from '../../../messages/common.ts';

export function AuthBrand({ tagline }: { tagline?: string }) {
  return (
    <div className="auth-brand">
      <img src="/icons/icon-192.png" width="48" height="48" alt="" />
      <div>
        <p className="auth-brand__name">{commonMessages.appName}</p>
        {tagline ? <p className="auth-brand__tagline">{tagline}</p> : null}
      </div>
    </div>
  );
}
