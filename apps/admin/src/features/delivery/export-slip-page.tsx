/** /delivery/{id}/slip: the export slip on screen as it prints (A5), with "In phiếu xuất". */
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { exportSlipQuery } from './api.ts';
import { ExportSlipView } from './export-slip.tsx';

const t = messages.delivery;

export function ExportSlipPage() {
  const id = Number(useParams().id);
  const slip = useQuery({ ...exportSlipQuery(id), enabled: id > 0 });
  useTitle(slip.data ? `${t.exportSlip} ${slip.data.code}` : t.exportSlip);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Flex gap={12} align="center" wrap>
        <Link to={`/delivery/${id}`}>← {t.detailTitle(slip.data?.deliveryCode ?? '')}</Link>
        <Button type="primary" onClick={() => window.print()} disabled={!slip.data} data-testid="print-slip">
          {t.printSlip}
        </Button>
      </Flex>
      {slip.isError && <LoadError error={slip.error} onRetry={() => slip.refetch()} />}
      {!slip.data && !slip.isError && <Skeleton active />}
      {slip.data && <ExportSlipView slip={slip.data} />}
    </Flex>
  );
}
