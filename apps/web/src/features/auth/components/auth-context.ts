import type { Bike } from '@reride/shared';
import { createContext, useContext } from 'react';

/** The session (docs/domain.md#entities): who is signed in, plus the bike chosen for booking. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface AuthContextValue {
  /** 'loading' until Firebase has said whether someone is signed in. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** The bike whose booking modal is open (bookings feature). */
  selectedBike: Bike | null;
  setSelectedBike: (bike: Bike | null) => void;
  /** Signs out of Firebase, forgets the access token and cached data. The caller navigates. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
