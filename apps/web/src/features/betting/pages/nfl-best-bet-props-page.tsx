import { BestBetsView } from '../components/best-bets-view';

/** betting/nfl-best-bet-props: the analysts' NFL player-prop picks. */
export default function NflBestBetPropsPage() {
  return <BestBetsView kind="prop" />;
}
