import { useLocation, useSearchParams } from 'react-router';
import { ZSportCode, type TSportCode } from '@dfs/contracts';

/** The sport a public page is about, from its path (/nba-news, /mlb-daily-lineups). */
export function usePathSport(fallback: TSportCode = 'nfl'): TSportCode {
  const first = useLocation().pathname.split('/')[1]?.split('-')[0] ?? '';
  const parsed = ZSportCode.safeParse(first);
  return parsed.success ? parsed.data : fallback;
}

/** The sport a widget shows, from `?sport=` (the news widget serves any sport). */
export function useQuerySport(fallback: TSportCode = 'nfl'): TSportCode {
  const parsed = ZSportCode.safeParse(useSearchParams()[0].get('sport'));
  return parsed.success ? parsed.data : fallback;
}
