/**
 * Shown when a route fails to render or its code cannot be loaded (typically a chunk that a
 * newer deployment removed): the generic error and a full reload, which fetches the new build.
 */
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { messages } from '../messages.ts';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = messages.title(messages.routeError.title);
    console.error(error);
  }, [error]);
  return (
    <Result
      status="500"
      title={messages.routeError.title}
      subTitle={messages.routeError.text}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {messages.common.reload}
        </Button>
      }
    />
  );
}
