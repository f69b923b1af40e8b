import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TEndpointData } from '@dfs/contracts';
import { PageState, newestTime } from '../../../shared/ui';
import { useGoalies, useInjuries, useNhlLines } from '../api/insights-api';
import { TeamCard, TeamFilter } from '../components/team-cards';
import { InsightPage, StatusChip } from '../components/insight-page';
import { PlayerLink } from '../components/links';
import { cardGridSx } from '../components/lineup-card';
import { PositionGrid, PositionGridLegend, type TGridRow } from '../components/position-grid';

type TLine = TEndpointData<'nhlLineTeams'>[number]['forwards'][number];

/** The units of a team: forward lines (LW-C-RW), defence pairs and power-play units. */
const UNITS = [
  { key: 'forwards', title: 'Forwards', prefix: 'L', columns: ['LW', 'C', 'RW'] },
  { key: 'defence', title: 'Defence', prefix: 'D', columns: ['D', 'D'] },
  { key: 'powerPlay', title: 'Power play', prefix: 'PP', columns: ['LW', 'C', 'RW', 'D', 'D'] },
] as const;

/** NHL line combinations: forward lines 1-4, defence pairs 1-3, power-play units, the starting goalie. */
export default function LineCombinationPage() {
  const [team, setTeam] = useState('');
  const query = useNhlLines();
  const goalies = useGoalies();
  const injuries = useInjuries('nhl');
  const goalieOf = new Map((goalies.data ?? []).flatMap((g) => g.goalies.map((x) => [x.teamId, x] as const)));
  const injuryOf = new Map((injuries.data ?? []).map((i) => [i.playerId, i.status]));
  const rowsOf = (lines: TLine[], prefix: string): TGridRow[] =>
    lines.map((line, i) => ({
      label: `${prefix}${i + 1}`,
      players: line.map((p) => ({ ...p, injury: p.playerId ? injuryOf.get(p.playerId) : null })),
    }));
  const teams = query.data ?? [];
  return (
    <InsightPage
      title="NHL Line Combinations"
      intro="Forward lines, defence pairs and power-play units as the teams last used them."
      updated={{ at: newestTime(teams.map((t) => t.updatedAt)), provider: teams[0]?.provider }}
      actions={
        <TeamFilter
          value={team}
          teams={teams.map((t) => ({ value: t.teamId, label: t.team }))}
          onChange={setTeam}
        />
      }
    >
      <PositionGridLegend
        order="L1 to L4 are the forward lines, D1 to D3 the defence pairs, PP1 and PP2 the power-play units."
        statuses="Q questionable, GTD game-time decision, O out"
      />
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No lines yet', reason: 'The feed has not delivered line combinations.' }}
      >
        {(d) => (
          <Box sx={cardGridSx}>
            {d
              .filter((t) => !team || t.teamId === team)
              .map((t) => {
                const g = goalieOf.get(t.teamId);
                return (
                  <TeamCard key={t.teamId} title={`${t.team} ${t.name}`}>
                    {UNITS.map((u) => (
                      <Box key={u.key} sx={{ mt: 0.5 }}>
                        <Typography variant="subtitle2" component="h3">
                          {u.title}
                        </Typography>
                        <PositionGrid
                          caption={`${t.team} ${u.title.toLowerCase()}`}
                          corner={u.prefix === 'L' ? 'Line' : u.prefix === 'D' ? 'Pair' : 'Unit'}
                          columns={[...u.columns]}
                          rows={rowsOf(t[u.key], u.prefix)}
                        />
                      </Box>
                    ))}
                    <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                      <strong>Goalie:</strong>{' '}
                      {g ? (
                        <>
                          <PlayerLink playerId={g.playerId}>{g.name}</PlayerLink>{' '}
                          <StatusChip status={g.status} />
                        </>
                      ) : (
                        'no game in the next two days'
                      )}
                    </Typography>
                  </TeamCard>
                );
              })}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}
