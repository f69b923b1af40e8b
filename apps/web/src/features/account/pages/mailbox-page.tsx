import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEastern } from '../../../shared/eastern-time';
import { FormField } from '../../../shared/forms/form-field';
import { useMailbox } from '../api/account-api';

/** Text with its http(s) links made clickable. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <>
      {parts.map((p, i) =>
        /^https?:\/\//.test(p) ? (
          <Link key={i} href={p}>
            {p}
          </Link>
        ) : (
          <span key={i}>{p}</span>
        ),
      )}
    </>
  );
}

/** /dev/mailbox: mail kept in the outbox when no SMTP server is configured (never in production). */
export default function MailboxPage() {
  const [to, setTo] = useState('');
  const mailbox = useMailbox(to.trim() || undefined);
  return (
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Development mailbox
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Mail the server would have sent (no SMTP_URL configured). This page does not exist in production.
      </Alert>
      <FormField label="Recipient" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
      {mailbox.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          The mailbox is not available on this server.
        </Alert>
      ) : null}
      <Stack
        spacing={2}
        sx={{ mt: 2 }}
        component="ul"
        aria-label="Messages"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {(mailbox.data ?? []).map((m) => (
          <Paper
            key={m.id}
            component="li"
            variant="outlined"
            sx={{ p: 2 }}
            aria-label={`${m.subject} to ${m.to}`}
          >
            <Typography variant="subtitle1" component="h2">
              {m.subject}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              To {m.to} · {formatEastern(m.createdAt, 'numeric')} ET
            </Typography>
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', mt: 1, mb: 0 }}>
              <Linked text={m.text} />
            </Typography>
          </Paper>
        ))}
      </Stack>
      {mailbox.data?.length === 0 ? <Typography color="text.secondary">No mail yet.</Typography> : null}
    </Box>
  );
}
