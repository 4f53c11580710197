/**
 * /warehouse: the warehouses where this staff member works (those assigned to it in the countries of
 * its roles, all for an admin; decision 0103), each opening its own scan station; with none, who to ask.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NoWarehouse } from '../../components/no-warehouse.tsx';
import { myWarehousesQuery } from '../../lib/my-warehouses.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';

const t = messages.warehouse;

export function WarehousePickPage() {
  useTitle(t.pickTitle);
  const houses = useQuery(myWarehousesQuery());
  if (houses.isError) return <LoadError error={houses.error} onRetry={() => houses.refetch()} />;
  if (!houses.data) return <Skeleton active />;
  const mine = houses.data;
  if (mine.length === 0) return <NoWarehouse />;
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
