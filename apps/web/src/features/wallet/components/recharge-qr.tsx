/**
 * The VietQR code drawn in the browser from the API's EMVCo payload. The `qrcode` library is
 * imported on demand so it stays out of every other page's JavaScript.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { walletMessages as m } from '../../../messages/wallet.ts';

export function RechargeQr(props: { payload: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(props.payload, { errorCorrectionLevel: 'M', margin: 2, width: 264 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [props.payload]);

  if (failed)
    return (
      <p role="alert" style={{ color: 'var(--app-danger)', margin: 0 }}>
        {m.qrFailed}
      </p>
    );
  if (!src) {
    return (
      <div
        role="status"
        style={{ width: 264, height: 264, display: 'grid', placeItems: 'center', color: 'var(--app-text-muted)' }}
      >
        <span>
          {m.qrLoading} <DotLoading />
        </span>
      </div>
    );
  }
  return (
    <img src={src} alt={props.alt} width={264} height={264} data-testid="recharge-qr" data-payload={props.payload} />
  );
}
