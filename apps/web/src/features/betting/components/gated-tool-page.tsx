import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFeature } from '@dfs/contracts';
import { PlanGate } from '../../../shared/ui';
import { useLayoutContext } from '../../../shared/layout/layout-context';

/** A betting tool's page: its heading, then the tool, or the upgrade prompt below the plan it needs. */
export function GatedToolPage(props: {
  title: string;
  feature: TFeature;
  /** What the tool does, shown in the upgrade prompt. */
  description: string;
  children: ReactNode;
}) {
  const { planType } = useLayoutContext();
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {props.title}
      </Typography>
      <PlanGate plan={planType} feature={props.feature} title={props.title} description={props.description}>
        {props.children}
      </PlanGate>
    </Box>
  );
}
