/**
 * Unknown console paths, inside the layout: a Vietnamese heading and title (`Quản trị – Không tìm thấy
 * trang`), the path not found, and a way home (decision 0091; the PWA's English document title of SPEC.md
 * §2 is the customer site's, not the console's).
 */
import { Button, Result, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTitle } from '../lib/use-title.ts';
import { messages } from '../messages.ts';

export function NotFoundPage() {
  useTitle(messages.notFound.title);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {messages.notFound.title}
        </Typography.Title>
      }
      subTitle={messages.notFound.text(pathname)}
      extra={
        <Button type="primary" onClick={() => navigate('/orderOrdering')}>
          {messages.notFound.home}
        </Button>
      }
    />
  );
}
