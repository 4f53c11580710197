/** "Bổ sung thông tin": a note and up to 6 photos added to an open complaint. */
import { COMPLAINT_MAX_PHOTOS } from '@app/shared/contracts/complaint';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { complaintMessages as m } from '../../../messages/complaint.ts';
import { useAddInfo } from '../api/complaints.ts';

export function AddInfoForm({ id }: { id: number }) {
  const add = useAddInfo(id);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [photoIds, setPhotoIds] = useState<number[]>([]);
  const [round, setRound] = useState(0);
  const noteId = useId();
  if (!open) {
    return (
      <Button block onClick={() => setOpen(true)} data-testid="add-info-open">
        {m.addInfo}
      </Button>
    );
  }
  return (
    <div className="card" style={{ display: 'grid', gap: 8, padding: '12px 16px' }} data-testid="add-info-form">
      <label htmlFor={noteId} style={{ fontWeight: 600 }}>
        {m.addInfoNote}
      </label>
      <TextArea
        id={noteId}
        value={note}
        onChange={setNote}
        maxLength={2000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        style={{ border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: 8 }}
      />
      <PhotoPicker
        key={round}
        max={COMPLAINT_MAX_PHOTOS}
        onChange={setPhotoIds}
        hint={m.photosHint(COMPLAINT_MAX_PHOTOS)}
      />
      {add.isError && (
        <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }}>
          {errorText(add.error)}
        </p>
      )}
      <Button
        color="primary"
        block
        loading={add.isPending}
        data-testid="add-info-send"
        onClick={() =>
          add.mutate(
            { note, photoIds },
            {
              onSuccess: () => {
                Toast.show({ icon: 'success', content: m.addInfoSent });
                setNote('');
                setPhotoIds([]);
                setRound((r) => r + 1);
                setOpen(false);
              },
            },
          )
        }
      >
        {m.addInfoSend}
      </Button>
    </div>
  );
}
