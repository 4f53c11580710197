/**
 * Guards every console page: no token → login; the current user is loaded once per session;
 * a failed load or an account without `access:console` (@app/shared/permissions: any staff
 * role) ends the session with the reason, which the login screen shows. Children get the loaded staff member.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { can } from '@app/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { endSession, useSession } from '../../lib/session.ts';
import { messages } from '../../messages.ts';
import { currentUserQuery } from './api.ts';

export function StaffGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const user = useQuery({ ...currentUserQuery, enabled: token !== null });

  const refusal = user.isError
    ? errorText(user.error)
    : user.data && !can(user.data.roles, 'access:console')
      ? messages.auth.notStaff
      : null;
  useEffect(() => {
    if (refusal) endSession(refusal);
  }, [refusal]);

  if (!token || refusal) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!user.data) return <Spin fullscreen description={messages.auth.checking} />;
  return children(user.data);
}
