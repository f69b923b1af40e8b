import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageState, PlanGate, newestTime } from '../../../shared/ui';
import { useLayoutContext } from '../../layout/layout-params';
import { useNflDepthCharts } from '../api/insights-api';
import { FilterSelect } from '../components/filter-select';
import { InsightPage } from '../components/insight-page';
import { PlayerLink } from '../components/links';
import { cardGridSx } from '../components/lineup-card';

const DEPTHS = [1, 2, 3, 4, 5];
const cell = { borderBottom: 1, borderColor: 'divider', px: 0.75, py: 0.5, textAlign: 'left' } as const;

function Legend() {
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      Legend: 1 to 5 are the depth order (1 is the starter).{' '}
      <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
        Red (status)
      </Box>{' '}
      marks a player on the injury report with his status.
    </Typography>
  );
}

function DepthCharts() {
  const [team, setTeam] = useState('');
  const query = useNflDepthCharts();
  const teams = query.data ?? [];
  return (
    <InsightPage
      title="NFL Depth Charts"
      intro="Every team’s depth chart by position, with injured players marked."
      updated={{ at: newestTime(teams.map((t) => t.updatedAt)), provider: teams[0]?.provider }}
      actions={
        <FilterSelect
          label="Team"
          value={team}
          allLabel="All teams"
          options={teams
            .map((t) => ({ value: t.teamId, label: t.name }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          onChange={setTeam}
        />
      }
    >
      <Legend />
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No depth charts yet', reason: 'The feed has not delivered depth charts.' }}
      >
        {(d) => (
          <Box sx={cardGridSx}>
            {d
              .filter((t) => !team || t.teamId === team)
              .map((t) => (
                <Paper
                  key={t.teamId}
                  component="article"
                  variant="outlined"
                  sx={{ p: 1.5, minWidth: 0, overflowX: 'auto' }}
                >
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    {t.name} ({t.team})
                  </Typography>
                  <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
                    <caption style={{ position: 'absolute', left: -9999 }}>{t.name} depth chart</caption>
                    <thead>
                      <tr>
                        <Box component="th" scope="col" sx={cell}>
                          Pos
                        </Box>
                        {DEPTHS.map((n) => (
                          <Box component="th" scope="col" key={n} sx={cell}>
                            {n}
                          </Box>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {t.positions.map((p) => (
                        <tr key={p.position}>
                          <Box component="th" scope="row" sx={cell}>
                            {p.position}
                          </Box>
                          {DEPTHS.map((n) => {
                            const pl = p.players.find((x) => x.depth === n);
                            return (
                              <Box
                                component="td"
                                key={n}
                                sx={{ ...cell, color: pl?.injury ? 'error.main' : undefined }}
                              >
                                {pl ? <PlayerLink playerId={pl.playerId}>{pl.name}</PlayerLink> : ''}
                                {pl?.injury ? ` (${pl.injury})` : ''}
                              </Box>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                </Paper>
              ))}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}

/** NFL depth charts (Platinum). */
export default function DepthChartPage() {
  const { planType } = useLayoutContext();
  return (
    <PlanGate
      plan={planType}
      feature="depthCharts"
      title="NFL Depth Charts"
      description="Every NFL team’s depth chart by position, with injured players marked."
    >
      <DepthCharts />
    </PlanGate>
  );
}
