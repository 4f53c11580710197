/** 2025 administrative units: GET /Location/Provinces (34) and /Location/Provinces/{code}/Wards. */
import type { Province, Ward } from '@app/shared/contracts/address';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Units change by decree, not by the hour: cache for the session. */
const day = 24 * 60 * 60_000;

export const provincesQuery = queryOptions({
  queryKey: ['provinces'],
  queryFn: ({ signal }) => api<Province[]>('/Location/Provinces', { signal }),
  staleTime: day,
  gcTime: day,
});

export function wardsQuery(provinceCode: string) {
  return queryOptions({
    queryKey: ['provinces', provinceCode, 'wards'],
    queryFn: ({ signal }) => api<Ward[]>(`/Location/Provinces/${provinceCode}/Wards`, { signal }),
    staleTime: day,
    gcTime: day,
    enabled: /^\d{2}$/.test(provinceCode),
  });
}
