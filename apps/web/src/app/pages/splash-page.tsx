/** /splashScreen: the app's name for a moment, then home (signed in) or login. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readToken } from '../../lib/token-store.ts';
import { commonMessages } from '../../messages/common.ts';
import { pagesMessages } from '../../messages/pages.ts';

const SPLASH_MS = 1_200;

export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => navigate(readToken() ? '/' : '/auth/login', { replace: true }), SPLASH_MS);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <div className="page page--center splash">
      <img src="/icons/icon-192.png" width="96" height="96" alt="" />
      <h1>{commonMessages.appName}</h1>
      <p className="muted">{pagesMessages.splashTagline}</p>
    </div>
  );
}
