/**
 * The banner shown while the API cannot be reached (decision 0020): 'Mất kết nối mạng. Đang thử
 * kết nối lại…' when offline, a server message on 5xx. The session stays. DOM hook:
 * `data-testid="connection-banner"` with `data-kind`.
 */
import { Alert } from 'antd';
import { useConnectionProblem } from '../lib/connection.ts';
import { messages } from '../messages.ts';

export function ConnectionBanner() {
  const problem = useConnectionProblem();
  if (!problem) return null;
  return (
    <Alert
      banner
      type="warning"
      role="status"
      data-testid="connection-banner"
      data-kind={problem}
      style={{ position: 'sticky', top: 0, zIndex: 2000 }}
      message={problem === 'offline' ? messages.connection.offline : messages.connection.serverDown}
    />
  );
}
