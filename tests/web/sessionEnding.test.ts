// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayOptions } from '@web/app/gateway';
import { endSessionAfter, sessionEnding, useSession } from '@web/app/session';
import { localTokenStore } from '@web/platform/tokenStore';

afterEach(() => {
  vi.useRealTimers();
  localTokenStore.clear();
  useSession.setState({ token: null });
});

describe('a session the server has ended (password change)', () => {
  it('closes after its 500 ms, not sooner when a read answers 401 meanwhile; after that a 401 logs out at once again', () => {
    vi.useFakeTimers();
    localTokenStore.write('token-lama');
    useSession.setState({ token: 'token-lama' });
    endSessionAfter(500);
    expect(sessionEnding()).toBe(true);
    // The online check's read, due in the meantime, answers 401.
    gatewayOptions.onUnauthorized?.('profile');
    vi.advanceTimersByTime(499);
    expect(useSession.getState().token).toBe('token-lama');
    vi.advanceTimersByTime(1);
    expect(useSession.getState().token).toBeNull();
    expect(localTokenStore.read()).toBeNull();
    expect(sessionEnding()).toBe(false);

    localTokenStore.write('token-baru');
    useSession.setState({ token: 'token-baru' });
    gatewayOptions.onUnauthorized?.('profile');
    expect(useSession.getState().token).toBeNull();
  });
});
