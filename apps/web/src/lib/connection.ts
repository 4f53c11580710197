/**
 * The connection problem as React state (the store and the retry rules: @app/shared/connection,
 * decision 0020).
 */
import { type ConnectionProblem, getConnectionProblem, subscribeConnectionProblem } from '@app/shared/connection';
import { useSyncExternalStore } from 'react';

export * from '@app/shared/connection';

export function useConnectionProblem(): ConnectionProblem {
  return useSyncExternalStore(subscribeConnectionProblem, getConnectionProblem, getConnectionProblem);
}
