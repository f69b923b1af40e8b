import Typography from '@mui/material/Typography';
import { planAllows } from '@dfs/contracts';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { PageState } from '../../../shared/ui';
import { GatedToolPage } from '../components/gated-tool-page';
import { useSportsbook } from '../api/betting-api';
import { FeedLine } from '../components/feed-line';
import { GameLines } from '../components/game-lines';

function Sportsbook() {
  const { sport, planType } = useLayoutContext();
  const query = useSportsbook(sport, planAllows(planType, 'sportsbook'));
  return (
    <PageState
      query={query}
      isEmpty={(d) => d.games.length === 0}
      empty={{
        title: 'No lines yet',
        reason: `No ${sport.toUpperCase()} game in the coming days has odds posted.`,
      }}
    >
      {(data) => (
        <>
          <FeedLine updatedAt={data.updatedAt} books={data.books} />
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            The best line for each side is marked Best. Fair prices remove each book's margin (multiplicative
            method) and average the books quoting the line most books quote (a total of 44.5 and one of 43 are
            different bets); hold is what a book keeps of a balanced book, 1 − 1 / (sum of the implied
            probabilities), averaged over the books.
          </Typography>
          {data.games.map((g) => (
            <GameLines key={g.gameId} game={g} />
          ))}
        </>
      )}
    </PageState>
  );
}

/** betting/sport-book: every book's moneyline, spread and total per game (Platinum). */
export default function SportsbookPage() {
  return (
    <GatedToolPage
      title="Sportsbook"
      feature="sportsbook"
      description="Moneyline, spread and total from every book, open and current, with the best line, the fair line and the hold."
    >
      <Sportsbook />
    </GatedToolPage>
  );
}
