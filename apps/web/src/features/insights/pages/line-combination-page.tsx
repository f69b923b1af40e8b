import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TEndpointData } from '@dfs/contracts';
import { PageState, newestTime } from '../../../shared/ui';
import { useGoalies, useNhlLines } from '../api/insights-api';
import { FilterSelect } from '../components/filter-select';
import { InsightPage, StatusChip } from '../components/insight-page';
import { PlayerLink } from '../components/links';
import { cardGridSx } from '../components/lineup-card';

type TLine = TEndpointData<'nhlLineTeams'>[number]['forwards'][number];

function Unit({ label, line }: { label: string; line: TLine }) {
  return (
    <Typography variant="body2" component="li">
      <strong>{label}:</strong>{' '}
      {line.map((p, i) => (
        <span key={p.playerId}>
          {i ? ' – ' : ''}
          <PlayerLink playerId={p.playerId}>{p.name}</PlayerLink> <small>{p.position}</small>
        </span>
      ))}
    </Typography>
  );
}

const list = { m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.25 } as const;

/** NHL line combinations: forward lines 1-4, defence pairs 1-3, power-play units, the starting goalie. */
export default function LineCombinationPage() {
  const [team, setTeam] = useState('');
  const query = useNhlLines();
  const goalies = useGoalies();
  const goalieOf = new Map((goalies.data ?? []).flatMap((g) => g.goalies.map((x) => [x.teamId, x] as const)));
  const teams = query.data ?? [];
  return (
    <InsightPage
      title="NHL Line Combinations"
      intro="Forward lines, defence pairs and power-play units as the teams last used them."
      updated={{ at: newestTime(teams.map((t) => t.updatedAt)), provider: teams[0]?.provider }}
      actions={
        <FilterSelect
          label="Team"
          value={team}
          allLabel="All teams"
          options={teams
            .map((t) => ({ value: t.teamId, label: t.team }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          onChange={setTeam}
        />
      }
    >
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
                  <Paper key={t.teamId} component="article" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                      {t.team} {t.name}
                    </Typography>
                    <Typography variant="subtitle2" component="h3">
                      Forwards
                    </Typography>
                    <Box component="ul" sx={list}>
                      {t.forwards.map((l, i) => (
                        <Unit key={i} label={`L${i + 1}`} line={l} />
                      ))}
                    </Box>
                    <Typography variant="subtitle2" component="h3" sx={{ mt: 0.5 }}>
                      Defence
                    </Typography>
                    <Box component="ul" sx={list}>
                      {t.defence.map((l, i) => (
                        <Unit key={i} label={`D${i + 1}`} line={l} />
                      ))}
                    </Box>
                    <Typography variant="subtitle2" component="h3" sx={{ mt: 0.5 }}>
                      Power play
                    </Typography>
                    <Box component="ul" sx={list}>
                      {t.powerPlay.map((l, i) => (
                        <Unit key={i} label={`PP${i + 1}`} line={l} />
                      ))}
                    </Box>
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
                  </Paper>
                );
              })}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}
