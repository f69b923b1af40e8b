import { describe, expect, it } from 'vitest';
import { defaultChildPath, navItems, tabOfPath } from '../../shared/navigation/nav-catalog';
import { easternTime } from './eastern-clock';
import { parseLayoutParams } from '../../shared/layout/layout-context';
import { isOffSeason, orderSports } from './sport-operator-select';
import { menuEntries } from './user-menu';

describe('layout rules', () => {
  it('puts disabled sports last, enabled ones in id order', () => {
    const ordered = orderSports([
      { SportId: 1, SportType: 'NBA', status: 0 },
      { SportId: 2, SportType: 'MLB', status: 1 },
      { SportId: 3, SportType: 'NHL', status: 0 },
      { SportId: 4, SportType: 'NFL', status: 1 },
    ]);
    expect(ordered.map((s) => s.SportType)).toEqual(['MLB', 'NFL', 'NBA', 'NHL']);
  });

  it('reads a sport listed with status 0 as out of season', () => {
    const sports = [
      { SportId: 2 as const, SportType: 'MLB', status: 0 as const },
      { SportId: 4 as const, SportType: 'NFL', status: 1 as const },
    ];
    expect(isOffSeason(sports, 2)).toBe(true);
    expect(isOffSeason(sports, 4)).toBe(false);
    expect(isOffSeason(undefined, 2)).toBe(false);
  });

  it('opens NFL on Browse Teams and the other sports on their news', () => {
    expect(defaultChildPath('nfl')).toBe('insight/teams-nfl');
    expect(defaultChildPath('nba')).toBe('insight/news-nba');
    expect(defaultChildPath('mlb')).toBe('insight/news-mlb');
    expect(defaultChildPath('nhl')).toBe('insight/news-nhl');
  });

  it('accepts only sports 1-4 and the two operators', () => {
    expect(parseLayoutParams('4', 'draftkings')).toEqual({
      sportId: 4,
      sport: 'nfl',
      operator: 'draftkings',
    });
    expect(parseLayoutParams('2', 'fanduel')?.sport).toBe('mlb');
    expect(parseLayoutParams('5', 'draftkings')).toBeNull();
    expect(parseLayoutParams('1', 'yahoo')).toBeNull();
    expect(parseLayoutParams('abc', 'fanduel')).toBeNull();
  });

  it('shows NFL best bet pages only to subscribers (role user) and files every page under one tab', () => {
    const nfl = navItems('nfl');
    expect(nfl.filter((i) => i.roleUserOnly).map((i) => i.path)).toEqual([
      'betting/nfl-best-bet',
      'betting/nfl-best-bet-props',
    ]);
    for (const item of [...nfl, ...navItems('nhl'), ...navItems('nba'), ...navItems('mlb')]) {
      expect(tabOfPath(item.path)).toBe(item.tab);
    }
    expect(navItems('nhl').find((i) => i.tab === 'betting')?.path).toBe('props/projection-nhl');
  });

  it('gives each role its user-menu entries', () => {
    const labels = (role: 'client' | 'manager' | 'user', paymentType: 'stripe' | 'clickbank' = 'stripe') =>
      menuEntries({ role, paymentType }).map((e) => e.label);
    expect(labels('client')).toEqual([
      'Contact',
      'Reset Password',
      'Settings',
      'Report',
      'Users',
      'Login Report',
      'Import Salaries',
      'Best Bet',
    ]);
    expect(labels('manager')).toEqual([
      'Contact',
      'Reset Password',
      'Settings',
      'Users',
      'Login Report',
      'Import Salaries',
      'Best Bet',
    ]);
    expect(labels('user')).toEqual(['Contact', 'Reset Password']);
    expect(menuEntries({ role: 'user', paymentType: 'clickbank' })[0]?.to).toBe('/click/contact-us');
  });

  it('formats the clock in New York time whatever the zone of the device', () => {
    expect(easternTime(new Date('2026-07-04T16:00:09Z'))).toBe('Sat, Jul 4, 12:00:09 PM ET');
    expect(easternTime(new Date('2026-11-21T03:05:00Z'))).toBe('Fri, Nov 20, 10:05:00 PM ET');
  });
});
