import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { renderAt, stubFetch } from '@/test/render';
import { useAuth } from './use-auth';

function Probe() {
  const auth = useAuth();
  return (
    <p>
      {auth.status}:{String(auth.isAuthenticated)}:{String(auth.needsProfileCompletion)}:
      {auth.user?.name ?? '-'}
    </p>
  );
}

describe('useAuth', () => {
  it('throws outside its provider (spec orders §8)', () => {
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });

  it('starts loading, then exposes the session from GET /api/me', async () => {
    stubFetch({ '/api/me': meAnswer(shopper({ name: 'سارة' })) });
    renderAt(<Probe />);
    expect(screen.getByText('loading:false:false:-')).toBeTruthy();
    expect(await screen.findByText('signedIn:true:false:سارة')).toBeTruthy();
  });

  it('treats a user needing profile completion as not authenticated', async () => {
    stubFetch({ '/api/me': meAnswer(shopper({ name: 'سارة' }), true) });
    renderAt(<Probe />);
    expect(await screen.findByText('needsProfile:false:true:سارة')).toBeTruthy();
  });
});
