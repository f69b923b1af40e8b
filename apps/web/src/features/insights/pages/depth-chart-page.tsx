import { useState } from 'react';
import Box from '@mui/material/Box';
import { PageState, PlanGate, newestTime } from '../../../shared/ui';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useNflDepthCharts } from '../api/insights-api';
import { TeamCard, TeamFilter } from '../components/team-cards';
import { InsightPage } from '../components/insight-page';
import { PositionGrid, PositionGridLegend } from '../components/position-grid';
import { cardGridSx } from '../components/lineup-card';

const DEPTHS = ['1', '2', '3', '4', '5'];
/** Offence first, then the kicker and the defence, as depth charts are read. */
const ORDER = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'];
const rank = (p: string) => (ORDER.includes(p) ? ORDER.indexOf(p) : ORDER.length);

function DepthCharts() {
  const [team, setTeam] = useState('');
  const query = useNflDepthCharts();
  const teams = query.data ?? [];
  return (
    <InsightPage
      title="NFL Depth Charts"
      intro="Every team’s depth chart by position, with injured players and rookies marked."
      updated={{ at: newestTime(teams.map((t) => t.updatedAt)), provider: teams[0]?.provider }}
      actions={
        <TeamFilter
          value={team}
          teams={teams.map((t) => ({ value: t.teamId, label: t.name }))}
          onChange={setTeam}
        />
      }
    >
      <PositionGridLegend
        order="1 to 5 is the depth order (1 starts)."
        statuses="Q questionable, D doubtful, O out, IR injured reserve"
        rookies
      />
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
                <TeamCard key={t.teamId} title={`${t.name} (${t.team})`}>
                  <PositionGrid
                    caption={`${t.name} depth chart`}
                    corner="Pos"
                    columns={DEPTHS}
                    rows={[...t.positions]
                      .sort((a, b) => rank(a.position) - rank(b.position))
                      .map((p) => ({
                        label: p.position,
                        players: DEPTHS.map((_, i) => p.players.find((x) => x.depth === i + 1)),
                      }))}
                  />
                </TeamCard>
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
      description="Every NFL team’s depth chart by position, with injured players and rookies marked."
    >
      <DepthCharts />
    </PlanGate>
  );
}
