import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** The iframe code of a widget, for another site to paste, with a copy button. */
export function embedCode(path: string, title: string, origin = window.location.origin) {
  return `<iframe src="${origin}${path}" title="${title}" width="360" height="480" style="border:0" loading="lazy"></iframe>`;
}

/** "Put this on your site": the widget's embed code, selectable and copyable. */
export function EmbedSnippet({ path, title }: { path: string; title: string }) {
  const code = embedCode(path, title);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="embed-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="embed-title" variant="h6" component="h2">
        Embed this on your site
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Paste this code into your page to show the free widget.
      </Typography>
      <TextField
        label="Embed code"
        value={code}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'embed-code' } }}
        onFocus={(e) => e.target.select()}
      />
      <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy code
        </Button>
        <Typography role="status" variant="body2" color="success.main">
          {copied ? 'Copied' : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
