/** /address/{id}: edit or delete one receiver. */
import type { Address, AddressInput } from '@app/shared/contracts/address';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { addressMessages as m } from '../../../messages/address.ts';
import { commonMessages } from '../../../messages/common.ts';
import { addressQuery, useDeleteAddress, useSaveAddress } from '../api/address.ts';
import { AddressForm } from '../components/address-form.tsx';

const toInput = (a: Address): AddressInput => ({
  receiverName: a.receiverName,
  phone: a.phone,
  provinceCode: a.provinceCode,
  wardCode: a.wardCode,
  street: a.street,
  isDefault: a.isDefault,
  latitude: a.latitude,
  longitude: a.longitude,
});
const fail = (err: unknown) => Toast.show({ icon: 'fail', content: errorText(err) });

export function Component() {
  const id = Number(useParams().id);
  const address = useQuery({ ...addressQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const save = useSaveAddress(id);
  const remove = useDeleteAddress();
  const navigate = useNavigate();

  if (address.isError || !(id > 0)) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={address.error ? errorText(address.error) : undefined}
        action={<Button onClick={() => navigate('/address')}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!address.data) {
    return <Loading />;
  }
  async function confirmRemove() {
    if (!(await Dialog.confirm({ content: m.removeConfirm, confirmText: m.remove }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        Toast.show({ content: m.removed });
        navigate('/address', { replace: true });
      },
      onError: fail,
    });
  }
  return (
    <>
      <AddressForm
        key={address.data.id}
        initial={toInput(address.data)}
        saving={save.isPending}
        apiError={save.isError ? errorText(save.error) : null}
        onSubmit={(value) =>
          save.mutate(value, {
            onSuccess: () => {
              Toast.show({ icon: 'success', content: m.saved });
              navigate('/address', { replace: true });
            },
          })
        }
      />
      <div style={{ padding: '0 16px 16px' }}>
        <Button color="danger" fill="outline" size="large" block loading={remove.isPending} onClick={confirmRemove}>
          {m.remove}
        </Button>
      </div>
    </>
  );
}
