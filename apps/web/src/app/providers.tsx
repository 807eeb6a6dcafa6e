import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { queryClient as appQueryClient } from '../lib/query-client';

const Toaster = lazy(() =>
  import('../components/ui/toaster').then((m) => ({ default: m.AppToaster })),
);

/**
 * The toaster (react-hot-toast) loads once the page is interactive: no toast shows before
 * someone acts. It renders nothing on the server nor in the render that hydrates, so both agree.
 */
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Everything the pages share; outside the router so the root error page still has them. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
