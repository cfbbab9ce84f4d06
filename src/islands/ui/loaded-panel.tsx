import type { ReactNode } from 'react';
import { errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { ErrorState, Panel } from './card';
import { LoadingState } from './spinner';

/**
 * A panel whose content needs one GET first (a settings form and what is saved): a spinner while it loads, then the
 * content made from the answer, or the failure with "Try again".
 */
export function LoadedPanel<T>({
  title,
  path,
  loading,
  failed,
  children,
}: {
  title: ReactNode;
  path: string;
  /** What the spinner says ("Loading the rate…"). */
  loading: string;
  /** What a failed load says when the answer gives no reason. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const saved = useApi<T>(path);
  return (
    <Panel title={title}>
      {saved.data ? (
        children(saved.data)
      ) : saved.error ? (
        <ErrorState message={errorMessage(saved.error, failed)} onRetry={() => void saved.reload()} />
      ) : (
        <LoadingState label={loading} />
      )}
    </Panel>
  );
}
