/** One message: own ones right-aligned in the brand colour, staff's left with the sender's name. */
import type { UploadedImage } from '@app/shared/contracts/article';
import { formatDateTime } from '@app/shared/money';
import type { ReactNode } from 'react';
import { MessageText } from './message-text.tsx';

export interface BubbleProps {
  mine: boolean;
  senderName: string;
  body: string;
  photos: UploadedImage[];
  createdAt?: string;
  /** Under the bubble instead of the time: sending, failed + retry. */
  footer?: ReactNode;
  testId?: string;
}

export function MessageBubble(p: BubbleProps) {
  return (
    <div
      data-testid={p.testId ?? 'chat-message'}
      data-mine={p.mine}
      style={{ display: 'flex', flexDirection: 'column', alignItems: p.mine ? 'flex-end' : 'flex-start', gap: 2 }}
    >
      {!p.mine && <span style={{ fontSize: 12, color: 'var(--app-text-muted)' }}>{p.senderName}</span>}
      <div
        style={{
          maxWidth: '82%',
          padding: '8px 12px',
          borderRadius: 14,
          background: p.mine ? 'var(--app-primary)' : 'var(--adm-color-fill-content, #f2f3f5)',
          color: p.mine ? '#fff' : 'inherit',
          display: 'grid',
          gap: 6,
        }}
      >
        {p.body && <MessageText text={p.body} />}
        {p.photos.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {p.photos.map((ph) => (
              <a key={ph.id} href={ph.url} target="_blank" rel="noopener noreferrer">
                <img src={ph.url} alt="" width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
              </a>
            ))}
          </div>
        )}
      </div>
      {p.footer ??
        (p.createdAt && (
          <span style={{ fontSize: 11, color: 'var(--app-text-muted)' }}>{formatDateTime(p.createdAt)}</span>
        ))}
    </div>
  );
}
