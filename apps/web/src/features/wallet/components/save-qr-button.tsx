/**
 * "Lưu ảnh QR": a phone cannot scan its own screen, so the customer saves the VietQR image and picks
 * it in her bank app's "scan from photo" (decision 0094). Where the browser can share files (Web Share
 * API level 2: Android Chrome, iOS Safari) the PNG goes to the share sheet ("Lưu hình ảnh"); else it
 * downloads as a file. `src` is the PNG data URL RechargeQr drew.
 */
import { Button, Toast } from 'antd-mobile';
import { walletMessages as m } from '../../../messages/wallet.ts';

/** A PNG data URL as a File, built without fetch (a data: URL fetch is refused by some CSPs). */
function pngFile(dataUrl: string, name: string): File {
  const bytes = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const buffer = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) buffer[i] = bytes.charCodeAt(i);
  return new File([buffer], name, { type: 'image/png' });
}

function download(dataUrl: string, name: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Shares the image as a file where possible, else downloads it; a closed share sheet is no error. */
async function saveImage(dataUrl: string, name: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = pngFile(dataUrl, name);
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: m.qrShareTitle });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and the like: fall back to a download
    }
  }
  download(dataUrl, name);
  return 'downloaded';
}

export function SaveQrButton({ src, fileName }: { src: string; fileName: string }) {
  return (
    <Button
      color="primary"
      fill="outline"
      block
      data-testid="recharge-qr-save"
      onClick={async () => {
        const done = await saveImage(src, fileName);
        if (done === 'downloaded') Toast.show({ icon: 'success', content: m.qrSaved });
      }}
    >
      {m.qrSave}
    </Button>
  );
}
