/**
 * Scanning with a phone's (or laptop's) camera: frames go to ZXing-C++ compiled to WebAssembly
 * (zxing-wasm). Its .wasm file is bundled by Vite and served by the app itself from /admin/assets,
 * never from a CDN (the library's default): `locateFile` points it at our copy. Loaded only when
 * the camera is switched on, so the station's first paint does not wait for 900 KB of WASM.
 */
import { Alert, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { messages } from '../../messages.ts';

const t = messages.warehouse;

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

/** How often a frame is decoded, ms: enough for a hand-held phone, light on its battery. */
const FRAME_MS = 250;
/** The same code seen again within this time is the same parcel still in view, not a new scan. */
const REPEAT_MS = 3_000;

export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'on' | 'denied'>('starting');
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });

    async function tick() {
      const v = video.current;
      if (stopped || !v || !ctx) return;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        ctx.drawImage(v, 0, 0);
        try {
          const [hit] = await readBarcodes(ctx.getImageData(0, 0, canvas.width, canvas.height), {
            formats: ['Code128', 'QRCode', 'Code39', 'Code93', 'EAN-13', 'ITF', 'DataMatrix'],
            tryHarder: true,
            maxNumberOfSymbols: 1,
          });
          const now = Date.now();
          if (hit?.isValid && hit.text && (hit.text !== last.code || now - last.at > REPEAT_MS)) {
            last.code = hit.text;
            last.at = now;
            latest.current(hit.text);
          } else if (hit?.text === last.code) {
            last.at = now;
          }
        } catch {
          // A frame that fails to decode is just the next frame's chance.
        }
      }
      if (!stopped) timer = setTimeout(tick, FRAME_MS);
    }

    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play().catch(() => {});
        setState('on');
        void tick();
      })
      .catch(() => setState('denied')) ?? setState('denied');

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (state === 'denied') return <Alert type="warning" showIcon title={t.cameraDenied} data-testid="camera-denied" />;
  return (
    <div data-testid="camera-scanner">
      <video
        ref={video}
        muted
        playsInline
        style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8, objectFit: 'cover' }}
      />
      <Typography.Text type="secondary">{state === 'starting' ? t.cameraStarting : t.cameraHint}</Typography.Text>
    </div>
  );
}
