import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TRole, TUser } from '@dfs/contracts';
import { sessionKeys } from '../../shared/session/use-me';
import { adminRoutes } from './admin.routes';

const me = (role: TRole) => ({ _id: 'u1', userName: 'sam', email: 's@example.com', role }) as TUser;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The admin routes with their guards, each page replaced by its path (pages are not under test). */
const guardsOnly = (routes: RouteObject[]): RouteObject[] =>
  routes.map(({ lazy: _lazy, children, ...route }) =>
    children
      ? ({ ...route, children: guardsOnly(children) } as RouteObject)
      : { ...route, element: <p data-testid="page">{route.path}</p> },
  );

/** The admin route guards with a signed-in account of the role; other paths print where they are. */
function openAs(role: TRole, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKeys.me, me(role));
  const router = createMemoryRouter([...guardsOnly(adminRoutes), { path: '*', element: <Where /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('admin route guards', () => {
  it('a manager opening /report is sent to pricing', async () => {
    openAs('manager', '/report');
    expect((await screen.findByTestId('where')).textContent).toBe('/pricing');
  });

  it.each(['/report', '/settings'])('the client opens %s', async (path) => {
    openAs('client', path);
    expect((await screen.findByTestId('page')).textContent).toBe(path);
  });

  it.each(['/report', '/settings', '/all-users', '/login-history', '/import-salaries'])(
    'a subscriber opening %s is sent to pricing',
    async (path) => {
      openAs('user', path);
      expect((await screen.findByTestId('where')).textContent).toBe('/pricing');
    },
  );
});
