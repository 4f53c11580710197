/**
 * The parcel module's test helpers (modules/parcel/parcel.test-support.ts) for the test files of
 * other modules, which import a module only through its service (biome.json): consignment parcels
 * are received, weighed and bagged by the same stations.
 */
export { newTrackingCode, type ParcelJson, parcelKit, type ScanJson } from '../modules/parcel/parcel.test-support.ts';
