import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { FEATURE_PLAN, PLAN_LABEL, planAllows, type TFeature, type TPlan } from '@dfs/contracts';

/** Where a user goes to get a higher plan. */
export const UPGRADE_PATH = '/upgrade-plan';

/** What a plan-limited feature is and how to get it: shown instead of the feature, never an error. */
export function UpgradePrompt({
  title,
  message,
  feature,
  compact = false,
}: {
  title?: string;
  message?: ReactNode;
  feature?: TFeature;
  compact?: boolean;
}) {
  const needed = feature ? PLAN_LABEL[FEATURE_PLAN[feature]] : null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={title ? `${title}: upgrade needed` : 'Upgrade needed'}
      sx={{
        p: compact ? 2 : { xs: 3, sm: 4 },
        textAlign: compact ? 'left' : 'center',
        borderStyle: 'dashed',
      }}
    >
      <LockOutlined color="primary" aria-hidden sx={{ fontSize: compact ? 24 : 40 }} />
      {title ? (
        <Typography variant={compact ? 'subtitle1' : 'h6'} component="h2" gutterBottom>
          {title}
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message ?? (needed ? `This is part of the ${needed} plan.` : 'Your plan does not include this.')}
      </Typography>
      <Button component={RouterLink} to={UPGRADE_PATH} variant="contained">
        {needed ? `Upgrade to ${needed}` : 'See plans'}
      </Button>
    </Paper>
  );
}

/**
 * One plan gate for every screen: the children when the user's plan includes the feature, else
 * what the feature is (`description`) and how to get it. The server enforces the same table.
 */
export function PlanGate({
  plan,
  feature,
  title,
  description,
  children,
}: {
  plan: TPlan;
  feature: TFeature;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  if (planAllows(plan, feature)) return <>{children}</>;
  return (
    <UpgradePrompt
      feature={feature}
      title={title}
      message={
        <>
          {description} {`It is part of the ${PLAN_LABEL[FEATURE_PLAN[feature]]} plan.`}
        </>
      }
    />
  );
}
