import { describe, expect, it } from 'vitest';
import { FEATURES, type TFeature } from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { effectivePlan, plans } from './plans.service';

const user = (over: Partial<TAuthUser>): TAuthUser => ({
  id: '00000000-0000-4000-8000-000000000000',
  userName: 'u',
  email: 'u@example.com',
  role: 'user',
  status: 'active',
  plantype: 'free',
  ...over,
});

describe('plan service (DECISIONS "Plans and limits")', () => {
  it('lets trialing count as the plan tried and lapses an unpaid plan to Free', () => {
    expect(effectivePlan(user({ plantype: 'platinum', status: 'trialing' }))).toBe('platinum');
    expect(effectivePlan(user({ plantype: 'premium', status: 'active' }))).toBe('premium');
    for (const status of ['inactive', 'canceled', 'incomplete'] as const) {
      expect(effectivePlan(user({ plantype: 'platinum', status }))).toBe('free');
    }
    expect(effectivePlan(user({ role: 'manager', plantype: 'free' }))).toBe('platinum');
  });

  it.each([
    ['projections', 'free', 'Premium'],
    ['teamStacks', 'free', 'Premium'],
    ['topPlays', 'premium', 'Platinum'],
    ['news', 'premium', 'Platinum'],
    ['bestBets', 'free', 'Platinum'],
  ] as const)('refuses %s on %s with PLAN_LIMIT naming %s', (feature, plantype, needed) => {
    const u = user({ plantype, status: 'active' });
    expect(() => plans.require(u, feature)).toThrow(
      expect.objectContaining({ code: 'PLAN_LIMIT', status: 403 }),
    );
    expect(() => plans.require(u, feature)).toThrow(new RegExp(`needs the ${needed} plan`));
  });

  it('allows every feature on Platinum and the Premium ones on Premium', () => {
    const platinum = user({ plantype: 'platinum', status: 'active' });
    const premium = user({ plantype: 'premium', status: 'active' });
    const premiumFeatures: TFeature[] = [
      'projections',
      'teamStacks',
      'exposure',
      'lineupRules',
      'propAnalyzer',
    ];
    for (const f of FEATURES) {
      expect(plans.allows(platinum, f)).toBe(true);
      expect(plans.allows(premium, f)).toBe(premiumFeatures.includes(f));
    }
  });

  it('limits lineups per build and builds per slate: Free 3 and 1, paid 150 and unlimited', () => {
    const free = user({});
    const paid = user({ plantype: 'premium' });
    expect(() => plans.requireLineups(free, 3)).not.toThrow();
    expect(() => plans.requireLineups(free, 4)).toThrow(/Premium plan builds 150/);
    expect(() => plans.requireLineups(paid, 150)).not.toThrow();
    expect(() => plans.requireLineups(paid, 151)).toThrow(expect.objectContaining({ code: 'PLAN_LIMIT' }));
    expect(() => plans.requireBuildSlot(free, 0)).not.toThrow();
    expect(() => plans.requireBuildSlot(free, 1)).toThrow(expect.objectContaining({ code: 'PLAN_LIMIT' }));
    expect(() => plans.requireBuildSlot(paid, 1000)).not.toThrow();
  });
});
