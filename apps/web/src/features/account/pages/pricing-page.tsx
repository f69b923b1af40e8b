import { StatusGuard } from '../api/status-guard';
import { PricingView } from './pricing-view';

/** /pricing: Free, Premium, Platinum, monthly and yearly; an active subscriber goes to the layout. */
export default function PricingPage() {
  return <StatusGuard rule="pricing">{(user) => <PricingView user={user} mode="pricing" />}</StatusGuard>;
}
