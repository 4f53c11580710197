/**
 * The signed-in member's two-factor sign-in (totpEndpoints, decision 0098): its status, Setup → a
 * secret and its otpauth URI, Enable with a code → the recovery codes (once), Disable with a code
 * or a recovery code. Each change refreshes the status.
 */
import { totpEndpoints } from '@app/shared/contracts/totp.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const totpStatusQuery = queryOptions({
  queryKey: queryKeys.totpStatus,
  queryFn: ({ signal }) => call(totpEndpoints.status, { signal }),
});

function useRefreshingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.totpStatus }),
  });
}

/** A new pending secret: `{ secret, otpauthUri }`. */
export function useSetupTotp() {
  return useRefreshingMutation(() => call(totpEndpoints.setup, {}));
}

/** Confirms the pending secret with a 6-digit code: `{ recoveryCodes }`, shown once. */
export function useEnableTotp() {
  return useRefreshingMutation((code: string) => call(totpEndpoints.enable, { body: { code } }));
}

/** Turns TOTP off with a code from the app or a recovery code. */
export function useDisableTotp() {
  return useRefreshingMutation((code: string) => call(totpEndpoints.disable, { body: { code } }));
}
