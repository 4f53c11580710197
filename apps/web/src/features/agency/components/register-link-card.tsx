/**
 * The agent's referral code and register link (`/auth/register?ref=CODE` on this site) with copy,
 * share (the phone's share sheet where it exists) and a QR code of the link (the `qrcode` library,
 * loaded on demand as the recharge QR is).
 */
import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { agencyMessages as m } from '../../../messages/agency.ts';

/** The link as a full address: the API's path (or address) resolved against this site's origin. */
export function absoluteLink(link: string, origin: string): string {
  return new URL(link, origin).href;
}

export function RegisterLinkCard({ code, link }: { code: string; link: string }) {
  const url = absoluteLink(link, window.location.origin);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((lib) => lib.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 220 }))
      .then((data) => live && setQr(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    const ok = await copyToClipboard(url);
    Toast.show(ok ? { icon: 'success', content: m.copied } : { content: m.copyFailed });
  }

  return (
    <section className="card" data-testid="agency-link" style={{ display: 'grid', gap: 8, padding: '12px 16px' }}>
      <span style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>{m.codeTitle}</span>
      <strong data-testid="agency-code" style={{ fontSize: 24, letterSpacing: 2 }}>
        {code}
      </strong>
      <span style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>{m.linkLabel}</span>
      <a href={url} data-testid="agency-register-link" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </a>
      <div style={{ display: 'grid', gridTemplateColumns: canShare ? '1fr 1fr' : '1fr', gap: 8 }}>
        <Button color="primary" fill="outline" onClick={() => void copy()} data-testid="agency-copy">
          {m.copy}
        </Button>
        {canShare && (
          <Button
            color="primary"
            onClick={() =>
              void navigator.share({ title: m.shareText(code), text: m.shareText(code), url }).catch(() => undefined)
            }
          >
            {m.share}
          </Button>
        )}
      </div>
      {qr && (
        <img
          src={qr}
          alt={m.qrAlt(code)}
          width={220}
          height={220}
          data-testid="agency-qr"
          style={{ justifySelf: 'center', maxWidth: '100%', height: 'auto' }}
        />
      )}
    </section>
  );
}
