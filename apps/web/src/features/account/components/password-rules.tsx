import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

const RULES: { label: string; test: (p: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'A digit', test: (p) => /[0-9]/.test(p) },
  { label: 'One of ! @ # $ & *', test: (p) => /[!@#$&*]/.test(p) },
];

/** The password rule, checked as the user types. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <Box
      component="ul"
      aria-label="Password rules"
      sx={{ listStyle: 'none', m: 0, p: 0, typography: 'caption' }}
    >
      {RULES.map((r) => {
        const ok = r.test(password);
        return (
          <Box component="li" key={r.label} sx={{ color: ok ? 'success.main' : 'text.secondary' }}>
            <span aria-hidden="true">{ok ? '✓' : '•'}</span> {r.label}
            <Box component="span" sx={visuallyHidden}>
              {ok ? ' (met)' : ' (not met)'}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
