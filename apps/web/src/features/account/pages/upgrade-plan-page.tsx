import { StatusGuard } from '../api/status-guard';
import { PricingView } from './pricing-view';

/** /upgrade-plan: the plans above the signed-in user's current one. */
export default function UpgradePlanPage() {
  return <StatusGuard rule="signed-in">{(user) => <PricingView user={user} mode="upgrade" />}</StatusGuard>;
}
