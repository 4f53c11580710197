/** Unknown console paths: the product's 404 text `Page Not Found: {path}` inside the layout. */
import { Button, Result } from 'antd';
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
      title={messages.notFound.title}
      subTitle={messages.notFound.text(pathname)}
      extra={
        <Button type="primary" onClick={() => navigate('/orderOrdering')}>
          {messages.notFound.home}
        </Button>
      }
    />
  );
}
