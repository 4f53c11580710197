/**
 * `?returnTo=/orderOrdering/create?items=1,2`: where to go after saving an address (the order page
 * sends the customer here and gets the new address back as `addressId`). Only same-app paths are
 * followed, never another origin.
 */
export function safeReturnTo(search: URLSearchParams): string | null {
  const to = search.get('returnTo');
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : null;
}

/** `returnTo` with `addressId=<id>` added to its query. */
export function withAddressId(returnTo: string, addressId: number): string {
  const url = new URL(returnTo, 'http://app.invalid');
  url.searchParams.set('addressId', String(addressId));
  return `${url.pathname}${url.search}${url.hash}`;
}
