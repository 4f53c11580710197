/** What a page shows while its data loads, and when loading failed (the API's message and a retry). */
import { Button, DotLoading } from 'antd-mobile';
import { errorText } from '../lib/api-client.ts';
import { commonMessages } from '../messages/common.ts';
import { EmptyState } from './empty-state.tsx';

export function Loading() {
  return (
    <div role="status" style={{ padding: 24, textAlign: 'center' }}>
      {commonMessages.loading} <DotLoading />
    </div>
  );
}

export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      description={errorText(error)}
      action={<Button onClick={onRetry}>{commonMessages.retry}</Button>}
    />
  );
}
