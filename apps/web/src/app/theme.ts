import { createTheme } from '@mui/material/styles';

/** One theme: brand colours and the notification colours of the spec (green, yellow, red). */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#00897b' },
    success: { main: '#2e7d32' },
    warning: { main: '#f9a825', contrastText: '#1b1b1b' },
    error: { main: '#c62828' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    MuiDialog: { styleOverrides: { paper: { maxWidth: 450 } } },
    MuiMenu: { styleOverrides: { paper: { maxHeight: 350 } } },
  },
});
