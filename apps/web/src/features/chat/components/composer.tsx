/**
 * The input under a thread: text (≤ CHAT_MAX_CHARS), up to CHAT_MAX_PHOTOS images uploaded at once
 * when picked (POST /Upload/Image, progress shown), and "Gửi" once something is ready to go.
 */
import type { UploadedImage } from '@app/shared/contracts/article';
import { CHAT_MAX_CHARS, CHAT_MAX_PHOTOS } from '@app/shared/live';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { uploadPhoto } from '../../../lib/upload-photo.ts';
import { chatMessages as m } from '../../../messages/chat.ts';

export function Composer({ onSend }: { onSend: (body: string, photos: UploadedImage[]) => void }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const body = text.trim();
  const canSend = (body.length > 0 || photos.length > 0) && progress === null;

  async function pick(files: FileList | null) {
    if (!files?.length) return;
    const room = CHAT_MAX_PHOTOS - photos.length;
    if (files.length > room) Toast.show({ content: m.tooManyPhotos(CHAT_MAX_PHOTOS) });
    for (const file of [...files].slice(0, Math.max(room, 0))) {
      setProgress(0);
      try {
        const uploaded = await uploadPhoto(file, setProgress);
        setPhotos((p) => [...p, uploaded]);
      } catch (e) {
        Toast.show({ content: errorText(e) });
      }
    }
    setProgress(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function submit() {
    if (!canSend) return;
    onSend(body, photos);
    setText('');
    setPhotos([]);
  }

  return (
    <div
      style={{
        position: 'sticky',
        bottom: 0,
        background: 'var(--adm-color-background, #fff)',
        borderTop: '1px solid var(--adm-color-border, #eee)',
        padding: 8,
        display: 'grid',
        gap: 6,
      }}
    >
      {(photos.length > 0 || progress !== null) && (
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
          {photos.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-label={m.removePhoto}
              onClick={() => setPhotos((all) => all.filter((x) => x.id !== p.id))}
              style={{ border: 0, padding: 0, background: 'none', position: 'relative' }}
            >
              <img src={p.url} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />
              <span style={{ position: 'absolute', top: -4, right: -4, fontSize: 14 }}>✕</span>
            </button>
          ))}
          {progress !== null && <span style={{ fontSize: 13 }}>{m.uploading(progress)}</span>}
        </div>
      )}
      <div style={{ display: 'flex', gap: 6, alignItems: 'flex-end' }}>
        <Button
          fill="none"
          aria-label={m.attach}
          disabled={photos.length >= CHAT_MAX_PHOTOS || progress !== null}
          onClick={() => fileInput.current?.click()}
          style={{ minWidth: 44, minHeight: 44, fontSize: 22 }}
        >
          📎
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          data-testid="chat-attach"
          onChange={(e) => void pick(e.target.files)}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <TextArea
            value={text}
            onChange={setText}
            placeholder={m.placeholder}
            autoSize={{ minRows: 1, maxRows: 5 }}
            maxLength={CHAT_MAX_CHARS}
            aria-label={m.placeholder}
            data-testid="chat-input"
          />
        </div>
        <Button color="primary" disabled={!canSend} onClick={submit} data-testid="chat-send" style={{ minHeight: 44 }}>
          {m.send}
        </Button>
      </div>
    </div>
  );
}
