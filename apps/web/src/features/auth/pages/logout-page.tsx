/**
 * /auth/logout (title 'Đăng thoát'): POST /auth/logout (revokes the refresh cookie), remove the
 * token, clear the user, go to login (SPEC.md §4). Runs once even under StrictMode.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/session.ts';
import { authMessages } from '../../../messages/auth.ts';

let running: Promise<void> | null = null;

export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    running ??= signOut().finally(() => {
      running = null;
    });
    void running.then(() => navigate('/auth/login', { replace: true }));
  }, [navigate]);
  return (
    <div className="page page--center" aria-busy="true">
      <h1 className="page-title">{authMessages.logoutProgress}</h1>
    </div>
  );
}
