import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TAccount } from './fixtures';
import { registerViaApi } from './fixtures';

export type TPaidPlan = 'premium' | 'platinum';

/**
 * Buys a plan through the local test checkout (the server's offline payment provider), as a user
 * would: create a checkout session, then pay it. The request context must carry the user's session.
 * Yearly prices have no trial, so the account is `active` on the plan at once.
 */
export async function buyPlanViaApi(request: APIRequestContext, plan: TPaidPlan): Promise<void> {
  const session = await request.post('/api/user/createsession', { data: { price_id: `${plan}_yearly` } });
  expect(session.status(), await session.text()).toBe(200);
  const url = ((await session.json()) as { data: { url: string } }).data.url;
  const sessionId = url.split('/').pop()!;
  const paid = await request.post('/api/payments/local/complete', { data: { sessionId, outcome: 'paid' } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/**
 * A verified account on the given plan, signed in in `request` (a page's `page.request` shares the
 * page's cookies, so the page is signed in too).
 */
export async function accountOnPlan(
  request: APIRequestContext,
  plan: 'free' | TPaidPlan,
  prefix: string = plan,
): Promise<TAccount> {
  const account = await registerViaApi(request, prefix);
  const login = await request.post('/api/user/login', {
    data: { userName: account.userName, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  if (plan !== 'free') await buyPlanViaApi(request, plan);
  return account;
}
