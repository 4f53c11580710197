/** A failed load: the API's message (or 'Có lỗi xảy ra') and a retry button. */
import { Alert, Button } from 'antd';
import { errorText } from '../lib/api-client.ts';
import { messages } from '../messages.ts';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.common.retry}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="load-error"
    />
  );
}
