import { expect, test } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';

test('a user who pays for Premium or Platinum in the test checkout is on that plan at once', async ({
  request,
}) => {
  for (const plan of ['premium', 'platinum'] as const) {
    await accountOnPlan(request, plan);
    const me = await request.get('/api/user/me');
    const user = ((await me.json()) as { data: { plantype: string; status: string } }).data;
    expect(user).toMatchObject({ plantype: plan, status: 'active' });
  }
});
