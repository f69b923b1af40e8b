import { BestBetsView } from '../components/best-bets-view';

/** betting/nfl-best-bet: the analysts' NFL game picks. */
export default function NflBestBetPage() {
  return <BestBetsView kind="game" />;
}
