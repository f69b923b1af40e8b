import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Link from '@mui/material/Link';

/**
 * The /{sportId}/{operator} prefix of the current layout: team profiles and player details live
 * right under it, at the specification's paths.
 */
export function useLayoutBase(): string | null {
  const { sportId, operator } = useParams();
  return sportId && operator ? `/${sportId}/${operator}` : null;
}

/** A player's name linking to their details page (plain text when the player is not known). */
export function PlayerLink({ playerId, children }: { playerId: string | null; children: ReactNode }) {
  const base = useLayoutBase();
  if (!playerId || !base) return <>{children}</>;
  return (
    <Link component={RouterLink} to={`${base}/player-details/${encodeURIComponent(playerId)}`}>
      {children}
    </Link>
  );
}

/** A team linking to its profile. */
export function TeamLink({ teamId, children }: { teamId: string; children: ReactNode }) {
  const base = useLayoutBase();
  if (!base) return <>{children}</>;
  return (
    <Link component={RouterLink} to={`${base}/team-profile/${encodeURIComponent(teamId)}`}>
      {children}
    </Link>
  );
}
