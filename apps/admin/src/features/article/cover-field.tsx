/**
 * The cover image of an article: the current picture, a button that uploads a new one (POST
 * /Admin/Upload/Image) and one that removes it. antd Form passes the image id as `value`.
 */
import { App, Button, Image, Space } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';
import { uploadImage } from './api.ts';

const t = messages.article.fields;

export function CoverField({
  value,
  onChange,
  url,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The address of the saved cover (the article's coverImageUrl). */
  url: string | null;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<{ id: number; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = value ? (uploaded?.id === value ? uploaded.url : url) : null;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const image = await uploadImage(file);
      setUploaded(image);
      onChange?.(image.id);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Space orientation="vertical">
      {shown && <Image src={shown} width={240} alt={t.cover} data-testid="article-cover" />}
      <Space>
        <Button loading={busy} onClick={() => input.current?.click()} data-testid="article-cover-upload">
          {t.coverUpload}
        </Button>
        {value ? <Button onClick={() => onChange?.(null)}>{t.coverRemove}</Button> : null}
      </Space>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid="article-cover-input"
      />
    </Space>
  );
}
