/**
 * The last line of defence: a render error anywhere in a page shows a plain message instead of a blank screen.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing this key (the route) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" css={{ maxWidth: 720, margin: '0 auto', padding: '64px 24px' }}>
        <h1 css={{ fontSize: '2rem', margin: '0 0 16px' }}>Unexpected Application Error!</h1>
        <p css={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'pre-wrap' }}>{error.message}</p>
      </div>
    );
  }
}
