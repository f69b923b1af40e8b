import { Link as RouterLink, type LinkProps } from 'react-router';
import Box from '@mui/material/Box';

/** An in-app text link in the theme's primary colour (lighter than MUI Link for public pages). */
export function TextLink(props: LinkProps) {
  return (
    <Box
      component={RouterLink}
      {...props}
      sx={{ color: 'primary.main', fontWeight: 500, textUnderlineOffset: 3 }}
    />
  );
}
