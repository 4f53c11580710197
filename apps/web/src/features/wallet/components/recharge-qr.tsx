/**
 * The VietQR code drawn in the browser from the API's EMVCo payload, with "Lưu ảnh QR" under it
 * (save-qr-button.tsx, decision 0094) saving it as `fileName`. The `qrcode` library is imported on
 * demand so it stays out of every other page's JavaScript.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { walletMessages as m } from '../../../messages/wallet.ts';
import { SaveQrButton } from './save-qr-button.tsx';

export function RechargeQr(props: { payload: string; alt: string; fileName: string }) {
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
    <div style={{ display: 'grid', gap: 8, justifyItems: 'center', width: 264, maxWidth: '100%' }}>
      <img src={src} alt={props.alt} width={264} height={264} data-testid="recharge-qr" data-payload={props.payload} />
      <SaveQrButton src={src} fileName={props.fileName} />
      <span style={{ fontSize: 13, color: 'var(--app-text-muted)', textAlign: 'center' }}>{m.qrSaveHint}</span>
    </div>
  );
}
