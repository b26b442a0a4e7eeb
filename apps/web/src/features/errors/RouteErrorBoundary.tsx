import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SiteMessagePage } from '../site/SiteMessagePage';

type Props = { children: ReactNode /** a new value (another page) clears the error */; resetKey: string };
type State = { error: unknown; resetKey: string };

/** Last resort when a screen crashes or its chunk fails to load: say so and offer a reload, never a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <SiteMessagePage
        title="Something went wrong"
        message="This page failed to load. Please try again."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
