import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TZone } from './admin-format';
import { AdminFrame, ZoneSwitch } from './admin-frame';
import { AuditTab } from './audit-tab';
import { StateTab, TrialsTab } from './report-tabs';
import { RevenueTab } from './revenue-tab';

const TABS = ['New Trials', 'State', 'Revenue', 'Audit log'] as const;

/** /report (client only): New Trials, State and Revenue with CSV export, and the audit log. */
export default function ReportPage() {
  const [tab, setTab] = useState(0);
  const [zone, setZone] = useState<TZone>('eastern');
  return (
    <AdminFrame title="Report" actions={<ZoneSwitch zone={zone} onChange={setZone} />}>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        aria-label="Report tabs"
        sx={{ mb: 2 }}
      >
        {TABS.map((t, i) => (
          <Tab key={t} label={t} id={`report-tab-${i}`} aria-controls={`report-panel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`report-panel-${tab}`} aria-labelledby={`report-tab-${tab}`}>
        {tab === 0 ? <TrialsTab zone={zone} /> : null}
        {tab === 1 ? <StateTab /> : null}
        {tab === 2 ? <RevenueTab /> : null}
        {tab === 3 ? <AuditTab zone={zone} /> : null}
      </Box>
    </AdminFrame>
  );
}
