/**
 * /warehouse: the warehouses where this staff member works (China for `warehouse_cn`, Vietnam for
 * `warehouse_vn`, all for an admin), each opening its own scan station.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { warehousesQuery } from './api.ts';
import { useStaffRoles } from './roles.ts';

const t = messages.warehouse;

export function WarehousePickPage() {
  useTitle(t.pickTitle);
  const houses = useQuery(warehousesQuery());
  const roles = useStaffRoles();
  if (houses.isError) return <LoadError error={houses.error} onRetry={() => houses.refetch()} />;
  if (!houses.data) return <Skeleton active />;
  const mine = houses.data.filter(
    (w) => roles.includes('admin') || roles.includes(w.country === 'CN' ? 'warehouse_cn' : 'warehouse_vn'),
  );
  return (
    <>
      <Typography.Title level={2}>{t.pickTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.pickIntro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {mine.map((w) => (
          <Col key={w.id} xs={24} sm={12} lg={8}>
            <Card title={w.name} extra={w.country === 'CN' ? t.china : t.vietnam} data-testid="warehouse-card">
              <Link to={`/warehouse/${w.id}/scan`}>
                <Button type="primary">{t.openStation}</Button>
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
