/**
 * Takes or picks a photo of the parcel (a phone opens its camera: `capture`), uploads it as it is;
 * the API checks the bytes and keeps it under a name of its own.
 */
import { Button, Image, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';
import { useUploadPhoto } from './api.ts';

const t = messages.warehouse.photo;

export function PhotoButton({ parcelId, onError }: { parcelId: number; onError: (message: string) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <Space wrap align="center">
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        hidden
        data-testid="photo-input"
        onChange={async (e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (!chosen) return;
          try {
            const parcel = await upload.mutateAsync({ id: parcelId, file: chosen });
            setUrls(parcel.photos.map((p) => p.url));
          } catch (err) {
            onError(errorText(err));
          }
        }}
      />
      <Button onClick={() => file.current?.click()} loading={upload.isPending} data-testid="photo-button">
        {t.add}
      </Button>
      {urls.length > 0 && (
        <>
          <Typography.Text type="secondary">{t.count(urls.length)}</Typography.Text>
          <Image.PreviewGroup>
            {urls.map((u) => (
              <Image key={u} src={u} width={48} height={48} style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
        </>
      )}
    </Space>
  );
}
