/**
 * Guards every console page: no token → login; the current user is loaded once per session.
 * Only the server refusing the session (401) or an account without `access:console`
 * (@app/shared/permissions: any staff role) ends it, with the reason the login screen shows. A
 * network failure or a 5xx keeps the session (decision 0020): the connection banner shows, the
 * load is retried with back-off and at once when the browser is back online, and a staff member
 * already loaded keeps working on what is on screen. Children get the loaded staff member.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { can } from '@app/shared/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ConnectionBanner } from '../../components/connection-banner.tsx';
import { errorText } from '../../lib/api-client.ts';
import { failureKind, retryUntilDone, setConnectionProblem } from '../../lib/connection.ts';
import { endSession, useSession } from '../../lib/session.ts';
import { messages } from '../../messages.ts';
import { currentUserQuery } from './api.ts';

export function StaffGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useQuery({ ...currentUserQuery, enabled: token !== null, retry: false });
  const unreachable = user.isError && failureKind(user.error) !== 'refused';

  const refusal =
    user.isError && !unreachable
      ? errorText(user.error)
      : user.data && !can(user.data.roles, 'access:console')
        ? messages.auth.notStaff
        : null;
  useEffect(() => {
    if (refusal) endSession(refusal);
  }, [refusal]);

  useEffect(() => {
    if (!unreachable) return;
    return retryUntilDone(() => queryClient.fetchQuery({ ...currentUserQuery, retry: false, staleTime: 0 }), {
      onProblem: setConnectionProblem,
      onRefused: (err) => endSession(errorText(err)),
      onDone: () => setConnectionProblem(null),
    });
  }, [unreachable, queryClient]);

  if (!token || refusal) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!user.data) {
    return (
      <>
        <ConnectionBanner />
        <Spin fullscreen description={messages.auth.checking} />
      </>
    );
  }
  return children(user.data);
}
