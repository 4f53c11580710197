/**
 * Install banner shown while the browser offers installation. DOM hooks:
 * `data-testid="install-banner"`, buttons 'Cài đặt' (`install-accept`) and 'Để sau'
 * (`install-dismiss`). Loaded only once the browser offers installation.
 */
import { useAppState } from '../lib/app-state.ts';
import { acceptInstall, dismissInstall } from '../lib/install-prompt.ts';
import { commonMessages } from '../messages/common.ts';

const t = commonMessages.install;

export function InstallBanner() {
  const { installState } = useAppState();
  if (installState !== 'available') return null;
  return (
    <aside className="install-banner" data-testid="install-banner" aria-label={t.title}>
      <div className="install-banner__text">
        <strong>{t.title}</strong>
        <span>{t.description}</span>
      </div>
      <div className="install-banner__actions">
        <button type="button" className="btn btn--ghost" data-testid="install-dismiss" onClick={dismissInstall}>
          {t.dismiss}
        </button>
        <button type="button" className="btn btn--primary" data-testid="install-accept" onClick={acceptInstall}>
          {t.accept}
        </button>
      </div>
    </aside>
  );
}
