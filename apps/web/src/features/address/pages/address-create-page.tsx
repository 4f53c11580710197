/**
 * /address/create: a new receiver; then back to `returnTo` (with `addressId`) or the address book.
 * The first address (an empty book) starts with the profile's name and phone and as the default
 * (decision 0033): most customers receive their own orders.
 */
import type { AddressInput } from '@app/shared/contracts/address';
import { useQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/query-states.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { addressMessages as m } from '../../../messages/address.ts';
import { addressesQuery, useSaveAddress } from '../api/address.ts';
import { AddressForm, blankAddress } from '../components/address-form.tsx';
import { safeReturnTo, withAddressId } from '../components/return-to.ts';

export function Component() {
  const save = useSaveAddress();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search);
  const user = useCurrentUser();
  const book = useQuery(addressesQuery);

  // Wait for the book (a failed load leaves the form blank rather than blocking it).
  if (book.isPending) return <Loading />;
  const first = book.data?.length === 0;
  const initial: AddressInput =
    first && user ? { ...blankAddress, receiverName: user.fullName, phone: user.phone, isDefault: true } : blankAddress;

  return (
    <AddressForm
      initial={initial}
      saving={save.isPending}
      apiError={save.isError ? errorText(save.error) : null}
      onSubmit={(value) =>
        save.mutate(value, {
          onSuccess: (address) => {
            Toast.show({ icon: 'success', content: m.saved });
            navigate(returnTo ? withAddressId(returnTo, address.id) : '/address', { replace: true });
          },
        })
      }
    />
  );
}
