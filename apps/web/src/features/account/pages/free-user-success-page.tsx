import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageCard } from '../components/page-card';

/** /freeuser/success: the Free account exists; the e-mail link activates it. */
export default function FreeUserSuccessPage() {
  return (
    <PageCard
      title="Check your e-mail"
      subtitle="A mail has been sent to email Id, Please verify. Open the link in it to activate your Free account, then log in."
    >
      <Button component={RouterLink} to="/login" variant="contained">
        Go to login
      </Button>
    </PageCard>
  );
}
