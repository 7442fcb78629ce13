import { useContext } from 'react';
import { AuthContext, type AuthView } from './auth-context';

export type { AuthView } from './auth-context';

/** Who is using the app. Spec orders §8: the auth hook throws outside its provider. */
export function useAuth(): AuthView {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
