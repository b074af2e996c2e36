import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';
import { Svg } from './Svg';

interface Props {
  readonly children: ReactNode;
  /** A change of key (e.g. the route) clears a caught error. */
  readonly resetKey?: string;
}

interface State {
  readonly error: Error | null;
  readonly key: string | undefined;
}

/** A failing screen shows a message and a reload button, never a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    // A lazy chunk that failed to load usually means a new deploy or a lost connection.
    const chunk = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      this.state.error.message,
    );
    return (
      <div className="ui-error-screen" role="alert">
        <Svg size={36}>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
        </Svg>
        <h2>Terjadi kesalahan saat menampilkan halaman ini.</h2>
        <p>
          {chunk
            ? 'Halaman tidak dapat dimuat. Cek koneksi internet anda.'
            : 'Silakan muat ulang halaman. Jika masalah berlanjut, hubungi CS.'}
        </p>
        <Button onClick={() => window.location.reload()}>Muat Ulang</Button>
      </div>
    );
  }
}
