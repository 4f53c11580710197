/**
 * The provider's authorisation URL as a QR code drawn in the browser (the `qrcode` library the
 * VietQR recharge uses, imported on demand so it stays out of other pages' JavaScript).
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';

export function AuthorizeQr({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 220 }))
      .then((data) => live && setSrc(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  if (failed) return <p style={{ color: 'var(--app-danger)', margin: 0 }}>{m.qrFailed}</p>;
  if (!src) {
    return (
      <div role="status" style={{ width: 220, height: 220, display: 'grid', placeItems: 'center' }}>
        <DotLoading />
      </div>
    );
  }
  return <img src={src} alt={m.qrAlt} width={220} height={220} data-testid="taobao-authorize-qr" />;
}
