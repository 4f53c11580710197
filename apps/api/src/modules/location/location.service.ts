/** Provinces and wards of Vietnam after the 2025 reform, loaded once from apps/api/data (see its README). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Province, Ward } from '@app/shared/contracts/address';
import { apiRoot } from '../../lib/platform/paths.ts';

interface AdminUnits {
  provinces: Province[];
  wards: Ward[];
}

const file = path.join(apiRoot, 'data/vn-admin-units-2025.json');
const units: AdminUnits = JSON.parse(readFileSync(file, 'utf8'));
const wardsByProvince = new Map<string, Ward[]>();
const wardsByCode = new Map<string, Ward>();
for (const w of units.wards) {
  wardsByCode.set(w.code, w);
  const list = wardsByProvince.get(w.provinceCode) ?? [];
  list.push(w);
  wardsByProvince.set(w.provinceCode, list);
}
const provincesByCode = new Map(units.provinces.map((p) => [p.code, p]));

export function listProvinces(): Province[] {
  return units.provinces;
}

/** Wards of a province, or undefined for an unknown province code. */
export function listWards(provinceCode: string): Ward[] | undefined {
  return provincesByCode.has(provinceCode) ? (wardsByProvince.get(provinceCode) ?? []) : undefined;
}

export function findProvince(code: string): Province | undefined {
  return provincesByCode.get(code);
}

export function findWard(code: string): Ward | undefined {
  return wardsByCode.get(code);
}
