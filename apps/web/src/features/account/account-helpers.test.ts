import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-client';
import { loginErrorMessage } from './api/login-form';
import { canUpgrade, planInForce } from './api/plan-rank';
import { returnPath } from './api/return-to';

describe('after login, the page asked for', () => {
  it('returns to an app path kept in state.from, query included', () => {
    expect(returnPath({ from: '/2/fanduel/optimizer/position-optimizer-mlb?x=1' })).toBe(
      '/2/fanduel/optimizer/position-optimizer-mlb?x=1',
    );
    expect(returnPath({ from: '/all-users' })).toBe('/all-users');
  });

  it('ignores other sites, login itself and missing state', () => {
    for (const state of [
      { from: '//evil.example/x' },
      { from: 'https://evil.example' },
      { from: '/login' },
      null,
    ]) {
      expect(returnPath(state)).toMatch(/^\/4\/(draftkings|fanduel)\/optimizer\/position-optimizer-nfl$/);
    }
  });
});

describe('login error messages', () => {
  it('names fields as the form shows them, and keeps the server wording otherwise', () => {
    expect(loginErrorMessage(new ApiError('VALIDATION', 'userName is required', 400))).toBe(
      'User name is required',
    );
    expect(loginErrorMessage(new ApiError('VALIDATION', 'userName: at most 254 characters', 400))).toBe(
      'User name: at most 254 characters',
    );
    expect(loginErrorMessage(new ApiError('UNAUTHENTICATED', 'Invalid Password/userName', 401))).toBe(
      'Invalid Password/userName',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe('There was an error with Login');
  });
});

describe('plans', () => {
  it('counts a closed account as Free and a trial as the plan tried', () => {
    expect(planInForce({ plantype: 'platinum', status: 'canceled' })).toBe('free');
    expect(planInForce({ plantype: 'platinum', status: 'trialing' })).toBe('platinum');
    expect(planInForce(null)).toBe('free');
  });

  it('offers Upgrade to subscribers below the top plan only', () => {
    expect(canUpgrade({ role: 'user', plantype: 'free', status: 'active' })).toBe(true);
    expect(canUpgrade({ role: 'user', plantype: 'premium', status: 'active' })).toBe(true);
    expect(canUpgrade({ role: 'user', plantype: 'platinum', status: 'trialing' })).toBe(false);
    expect(canUpgrade({ role: 'client', plantype: 'free', status: 'active' })).toBe(false);
  });
});
