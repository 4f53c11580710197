/**
 * Photos for a complaint, an added note or a refund request: pick up to `max` images; each uploads at once with its
 * progress shown on its tile, and the form gets the ids of those uploaded (`onChange`). A failed
 * upload shows its message on the tile and is left out.
 */
import type { UploadedImage } from '@app/shared/contracts/article';
import { useId, useRef, useState } from 'react';
import { errorText } from '../lib/api-client.ts';
import { uploadPhoto } from '../lib/upload-photo.ts';
import { photoMessages as m } from '../messages/photo.ts';

interface Tile {
  key: string;
  preview: string;
  percent: number;
  uploaded?: UploadedImage;
  error?: string;
}

const tileStyle = {
  position: 'relative',
  width: 88,
  height: 88,
  borderRadius: 8,
  overflow: 'hidden',
  background: 'var(--app-surface-muted)',
  border: '1px solid var(--app-border)',
} as const;

/** `hint`: the line under the tiles (default "Tối đa N ảnh"); `onBusy`: whether an upload is still running. */
export function PhotoPicker(props: {
  max: number;
  onChange: (ids: number[]) => void;
  testId?: string;
  hint?: string;
  onBusy?: (busy: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tiles, setTiles] = useState<Tile[]>([]);
  const current = useRef<Tile[]>([]);

  function update(next: Tile[]) {
    current.current = next;
    setTiles(next);
    props.onChange(next.flatMap((t) => (t.uploaded ? [t.uploaded.id] : [])));
    props.onBusy?.(next.some((t) => !t.uploaded && !t.error));
  }
  function patch(key: string, change: Partial<Tile>) {
    update(current.current.map((t) => (t.key === key ? { ...t, ...change } : t)));
  }

  function pick(files: FileList | null) {
    const room = props.max - current.current.length;
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room));
    const added = chosen.map((file) => ({
      file,
      tile: { key: `${file.name}-${Math.random()}`, preview: URL.createObjectURL(file), percent: 0 },
    }));
    update([...current.current, ...added.map((a) => a.tile)]);
    for (const { file, tile } of added) {
      uploadPhoto(file, (percent) => patch(tile.key, { percent }))
        .then((uploaded) => patch(tile.key, { uploaded, percent: 100 }))
        .catch((e) => patch(tile.key, { error: errorText(e) || m.uploadFailed }));
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div style={{ display: 'grid', gap: 6 }} data-testid={props.testId}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {tiles.map((t) => (
          <div key={t.key} style={tileStyle} data-testid="photo-tile" data-uploaded={t.uploaded ? '' : undefined}>
            <img src={t.preview} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            {!t.uploaded && (
              <span
                style={{
                  position: 'absolute',
                  inset: 'auto 0 0 0',
                  background: t.error ? 'rgba(185,28,28,.85)' : 'rgba(0,0,0,.6)',
                  color: '#fff',
                  fontSize: 11,
                  padding: 2,
                  textAlign: 'center',
                }}
              >
                {t.error ?? m.uploading(t.percent)}
              </span>
            )}
            <button
              type="button"
              aria-label={m.removePhoto}
              onClick={() => update(current.current.filter((x) => x.key !== t.key))}
              style={{
                position: 'absolute',
                top: 2,
                right: 2,
                width: 28,
                height: 28,
                borderRadius: 14,
                border: 'none',
                background: 'rgba(0,0,0,.55)',
                color: '#fff',
                fontSize: 16,
              }}
            >
              ×
            </button>
          </div>
        ))}
        {tiles.length < props.max && (
          <label
            htmlFor={id}
            style={{
              ...tileStyle,
              display: 'grid',
              placeItems: 'center',
              color: 'var(--app-primary)',
              cursor: 'pointer',
            }}
          >
            <span style={{ fontSize: 13, textAlign: 'center' }}>+ {m.addPhoto}</span>
          </label>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(e) => pick(e.target.files)}
      />
      <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{props.hint ?? m.photosHint(props.max)}</span>
    </div>
  );
}
