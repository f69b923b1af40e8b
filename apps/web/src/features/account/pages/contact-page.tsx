import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { homePath } from '../../../shared/session/home-path';
import { StatusGuard } from '../api/status-guard';
import { PageCard } from '../components/page-card';

const SUPPORT = 'support@dfs-optimizer.example';

/** /contact-us and /click/contact-us: for live subscriptions only (else login). */
export default function ContactPage() {
  return (
    <StatusGuard rule="active">
      {(user) => (
        <PageCard title="Contact us" subtitle="Support answers within 24 hours.">
          <Typography sx={{ mb: 2 }}>
            Write to{' '}
            <Link
              href={`mailto:${SUPPORT}?subject=${encodeURIComponent(`Support for ${user?.userName ?? ''}`)}`}
            >
              {SUPPORT}
            </Link>{' '}
            from {user?.email}; tell us your user name and what you were doing.
          </Typography>
          <Button component={RouterLink} to={homePath()} variant="outlined">
            Back to the app
          </Button>
        </PageCard>
      )}
    </StatusGuard>
  );
}
