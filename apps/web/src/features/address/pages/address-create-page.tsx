/** /address/create: a new receiver; then back to `returnTo` (with `addressId`) or the address book. */
import { Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-client.ts';
import { addressMessages as m } from '../../../messages/address.ts';
import { useSaveAddress } from '../api/address.ts';
import { AddressForm } from '../components/address-form.tsx';
import { safeReturnTo, withAddressId } from '../components/return-to.ts';

export function Component() {
  const save = useSaveAddress();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search);

  return (
    <AddressForm
      saving={save.isPending}
      onSubmit={(value) =>
        save.mutate(value, {
          onSuccess: (address) => {
            Toast.show({ icon: 'success', content: m.saved });
            navigate(returnTo ? withAddressId(returnTo, address.id) : '/address', { replace: true });
          },
          onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) }),
        })
      }
    />
  );
}
