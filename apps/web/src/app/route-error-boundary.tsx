/**
 * Error boundary around the routes, reset when `resetKey` (the path) changes.
 * A lazy chunk that failed to load (a new build replaced it) is not shown as an error: the app
 * does a full load of the address being opened (STACK.md trap 10; in declarative routing the URL
 * has already changed, so that is the current address), at most once per 10 s window
 * (lib/reload-guard.ts). Anything else renders the generic server-error page.
 */
import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunk-reload.ts';
import { reloadTo } from '../lib/reload-guard.ts';
import { ServerErrorView } from './pages/server-error-view.tsx';

interface Props {
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  key: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadTo(window.location.href);
    else console.error(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ServerErrorView />;
  }
}
