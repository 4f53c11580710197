/**
 * Settings (settingEndpoints, admin only): GET → the day counts in force and who saved them; PUT with
 * every count → the saved settings. Saving refreshes the page's data.
 */
import type { SettingsInput, settingsView } from '@app/shared/contracts/setting';
import { settingEndpoints } from '@app/shared/contracts/setting.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { Parsed } from '../../lib/infer.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type SettingsView = Parsed<typeof settingsView>;

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => call(settingEndpoints.get, { signal }),
});

/** Saves every setting (whole days within the contract's bounds; the API checks them again). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsInput) => call(settingEndpoints.put, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
}
