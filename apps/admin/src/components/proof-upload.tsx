/**
 * Proof images picked one at a time and uploaded at once (POST /Admin/Upload/Image through
 * `upload`), shown as thumbnails; at most `max`. Errors show the API's message. The test ids are
 * `{testId}-upload` (the button) and `{testId}-input` (the hidden file input).
 */
import { App, Button, Image, Space } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../lib/api-client.ts';

export interface UploadedProof {
  id: number;
  url: string;
}

export function ProofUpload(props: {
  images: UploadedProof[];
  onAdd: (image: UploadedProof) => void;
  upload: (file: Blob) => Promise<UploadedProof>;
  label: string;
  alt: string;
  testId: string;
  max?: number;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      props.onAdd(await props.upload(file));
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const full = props.images.length >= (props.max ?? 5);
  return (
    <Space wrap>
      {props.images.map((i) => (
        <Image key={i.id} src={i.url} width={72} height={72} style={{ objectFit: 'cover' }} alt={props.alt} />
      ))}
      {!full && (
        <Button loading={busy} onClick={() => input.current?.click()} data-testid={`${props.testId}-upload`}>
          {props.label}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid={`${props.testId}-input`}
      />
    </Space>
  );
}
