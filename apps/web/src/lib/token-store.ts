/**
 * The access token in localStorage under `jwt_token` (SPEC.md §3, §9). Tiny on purpose: the
 * api client and the router guards read it without pulling in the session module.
 */
export const TOKEN_KEY = 'jwt_token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage disabled (private mode quotas): the session then lives only until reload
  }
}
