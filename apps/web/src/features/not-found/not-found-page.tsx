import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Any address the app does not know. */
export default function NotFoundPage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        There is nothing at this address. Check the link, or start again from the login page.
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Go to login
      </Button>
    </Container>
  );
}
