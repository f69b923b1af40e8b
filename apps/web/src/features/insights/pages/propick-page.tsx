import type { GridColDef } from '@mui/x-data-grid';
import type { TEndpointData } from '@dfs/contracts';
import { PageState, PlanGate, newestTime } from '../../../shared/ui';
import { DataTable } from '../../../shared/ui/data-table';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useProps } from '../api/insights-api';
import { american, percent } from '../components/format';
import { InsightPage } from '../components/insight-page';
import { playerColumn } from '../components/player-column';

type TProp = TEndpointData<'nbaProps'>[number];
type TPick = TProp & { id: string; pick: 'Over' | 'Under'; line: number; price: number; edge: number };

/**
 * A pick per prop from the player's last 10 games against the consensus (median) line: the side
 * it cleared more often, its best price across books, and how one-sided the record is.
 */
export function toPick(p: TProp): TPick | null {
  const rate = p.hitRate.l10;
  if (rate === null || p.books.length === 0) return null;
  const lines = p.books.map((b) => b.line).sort((a, b) => a - b);
  const line = lines[Math.floor(lines.length / 2)]!;
  const pick = rate >= 0.5 ? 'Over' : 'Under';
  const price = Math.max(...p.books.map((b) => (pick === 'Over' ? b.overPrice : b.underPrice)));
  return {
    ...p,
    id: `${p.gameId}|${p.playerId}|${p.market}`,
    pick,
    line,
    price,
    edge: Math.abs(rate - 0.5) * 2,
  };
}

const columns: GridColDef<TPick>[] = [
  playerColumn(150),
  { field: 'game', headerName: 'Game', width: 100 },
  { field: 'market', headerName: 'Market', width: 130, valueFormatter: (v: string) => v.replace(/_/g, ' ') },
  { field: 'pick', headerName: 'Pick', width: 70 },
  { field: 'line', headerName: 'Line', type: 'number', width: 70 },
  { field: 'price', headerName: 'Best price', width: 95, valueFormatter: (v: number) => american(v) },
  { field: 'l10', headerName: 'Hit L10', width: 80, valueGetter: (_v, r) => percent(r.hitRate.l10) },
  {
    field: 'edge',
    headerName: 'Confidence',
    type: 'number',
    width: 105,
    valueFormatter: (v: number) => percent(v),
  },
];

function Picks() {
  const { sport } = useLayoutContext();
  const query = useProps(sport);
  const picks = (query.data ?? []).flatMap((p) => toPick(p) ?? []);
  return (
    <InsightPage
      title="Pro Picks"
      intro="Our side on each player prop, from how often the player cleared the line in his last 10 games."
      updated={{ at: newestTime(picks.map((p) => p.updatedAt)), provider: picks[0]?.provider }}
    >
      <PageState
        query={query}
        isEmpty={() => picks.length === 0}
        empty={{
          title: 'No picks yet',
          reason: 'The books have not posted player props for the coming games.',
        }}
      >
        {() => (
          <DataTable
            label="Pro picks"
            rows={picks}
            columns={columns}
            initialSort={[{ field: 'edge', sort: 'desc' }]}
          />
        )}
      </PageState>
    </InsightPage>
  );
}

/** Pro Picks (NBA, NFL): player-prop picks ranked by confidence; part of the prop analyzer plans. */
export default function PropickPage() {
  const { planType } = useLayoutContext();
  return (
    <PlanGate
      plan={planType}
      feature="propAnalyzer"
      title="Pro Picks"
      description="Over or under picks on player props, ranked by how often the player cleared the line."
    >
      <Picks />
    </PlanGate>
  );
}
