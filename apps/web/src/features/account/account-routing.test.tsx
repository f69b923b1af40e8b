import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLoginResult, TUser } from '@dfs/contracts';
import { NotificationsProvider } from '../../shared/notifications/notifications';
import { sessionKeys } from '../../shared/session/use-me';
import { useAfterLogin } from './api/after-login';
import { StatusGuard } from './api/status-guard';

const user = (over: Partial<TUser>): TUser => ({
  _id: 'u1',
  userName: 'sam',
  email: 'sam@example.com',
  role: 'user',
  status: 'active',
  plantype: 'platinum',
  paymentType: 'local',
  verifystatus: 1,
  istrial: 0,
  isBanner: false,
  funding: null,
  hasCustomer: true,
  ...over,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, me: TUser | null, element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKeys.me, me);
  render(
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/page" element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}

const guarded = (rule: 'pricing' | 'active' | 'signed-in') => (
  <StatusGuard rule={rule}>{() => <p>the page</p>}</StatusGuard>
);

describe('page rules of SPEC section 4', () => {
  it.each([
    ['pricing', user({ status: 'active' }), '/4/draftkings/'],
    ['active', user({ status: 'canceled' }), '/login'],
    ['active', null, '/login'],
    ['signed-in', null, '/login'],
  ] as const)('%s with %j goes to %s', (rule, me, target) => {
    renderAt('/page', me, guarded(rule));
    expect(screen.getByTestId('where')).toHaveTextContent(target);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it.each([
    ['pricing', user({ status: 'active', plantype: 'free' })],
    ['pricing', null],
    ['active', user({ status: 'trialing' })],
  ] as const)('%s with %j shows the page', (rule, me) => {
    renderAt('/page', me, guarded(rule));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});

function LoginProbe({ result }: { result: TLoginResult }) {
  const after = useAfterLogin();
  return (
    <>
      <button onClick={() => void after.follow(result)}>follow</button>
      <p data-testid="dialog">{after.dialog ?? 'none'}</p>
    </>
  );
}

describe('after login', () => {
  afterEach(() => vi.unstubAllGlobals());

  const follow = async (next: TLoginResult['next']) => {
    renderAt('/page', null, <LoginProbe result={{ ...user({ status: 'inactive' }), next }} />);
    await act(() => Promise.resolve(screen.getByRole('button', { name: 'follow' }).click()));
  };

  it.each([
    ['layout', '/4/draftkings/'],
    ['pricing', '/pricing'],
  ] as const)('follows %s to %s', async (next, path) => {
    await follow(next);
    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it.each([
    ['prepaid', 'prepaid'],
    ['verify-email', 'verify-email'],
  ] as const)('follows %s by staying on the page with the %s dialog', async (next, dialog) => {
    await follow(next);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByTestId('dialog')).toHaveTextContent(dialog);
  });

  it('sends a ClickBank account to the order form with its e-mail', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = 'https://vendor.pay.clickbank.net/?cbitems=1&email=sam%40example.com';
    renderAt(
      '/page',
      null,
      <LoginProbe result={{ ...user({ status: 'inactive' }), next: 'clickbank', redirectUrl: url }} />,
    );
    await act(() => Promise.resolve(screen.getByRole('button', { name: 'follow' }).click()));
    expect(assign).toHaveBeenCalledWith(url);
  });
});
