/**
 * The banner shown while the API cannot be reached (decision 0020): 'Mất kết nối mạng. Đang thử
 * kết nối lại…' when offline, a server message on 5xx. The session and the cached shell stay;
 * the session gate retries. DOM hook: `data-testid="connection-banner"` with `data-kind`.
 */
import { useConnectionProblem } from '../lib/connection.ts';
import { commonMessages } from '../messages/common.ts';

export function ConnectionBanner() {
  const problem = useConnectionProblem();
  if (!problem) return null;
  return (
    <div className="connection-banner" role="status" data-testid="connection-banner" data-kind={problem}>
      {problem === 'offline' ? commonMessages.offline : commonMessages.serverDown}
    </div>
  );
}
