import { useAuth } from '../../features/auth/components/auth-context';

/** Who may save a search (docs/domain.md#alerts): anyone signed in; a visitor logs in first. */
export function useSearchSaver(): 'user' | 'visitor' | null {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  return user ? 'user' : 'visitor';
}
