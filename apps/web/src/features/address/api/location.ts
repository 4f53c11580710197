/** 2025 administrative units (@app/shared/contracts/location.endpoints): 34 provinces, their wards. */
import { locationEndpoints } from '@app/shared/contracts/location.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Units change by decree, not by the hour: cache for the session. */
const day = 24 * 60 * 60_000;

export const provincesQuery = queryOptions({
  queryKey: ['provinces'],
  queryFn: ({ signal }) => call(locationEndpoints.provinces, { signal }),
  staleTime: day,
  gcTime: day,
});

export function wardsQuery(provinceCode: string) {
  return queryOptions({
    queryKey: ['provinces', provinceCode, 'wards'],
    queryFn: ({ signal }) => call(locationEndpoints.wards, { params: { code: provinceCode }, signal }),
    staleTime: day,
    gcTime: day,
    enabled: /^\d{2}$/.test(provinceCode),
  });
}
