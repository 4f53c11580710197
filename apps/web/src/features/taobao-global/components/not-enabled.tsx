/** "Dịch vụ Taobao Global chưa được bật" when the API answers `taobao-global-not-configured`, else the error and a retry. */

import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';

export const isNotConfigured = (e: unknown) => e instanceof ApiError && e.code === 'taobao-global-not-configured';

export function TaobaoLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNotConfigured(error)) {
    return (
      <div data-testid="taobao-not-enabled">
        <EmptyState title={m.notEnabled} description={m.notEnabledHint} />
      </div>
    );
  }
  return <LoadError title={m.loadFailed} error={error} onRetry={onRetry} />;
}
