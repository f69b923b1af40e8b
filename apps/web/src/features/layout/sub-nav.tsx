import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';

/** Where a row that scrolls sideways has more to show: none, past its end, before its start, or both. */
type TMore = 'none' | 'end' | 'start' | 'both';

const moreOf = (el: HTMLElement): TMore => {
  const before = el.scrollLeft > 1;
  const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
  return before && after ? 'both' : after ? 'end' : before ? 'start' : 'none';
};

const FADE = '32px';
const MASKS: Record<TMore, string> = {
  none: 'none',
  end: `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)`,
  start: `linear-gradient(to left, #000 calc(100% - ${FADE}), transparent)`,
  both: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
};

/**
 * The pages of a section as a row of links. On a phone the row is wider than the screen: the edge
 * where more links wait fades out (`data-more` says which), so it reads as a row that scrolls.
 */
export function SubNav({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  const ref = useRef<HTMLElement>(null);
  const [more, setMore] = useState<TMore>('none');
  const measure = useCallback(() => {
    if (ref.current) setMore(moreOf(ref.current));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, links.length]);
  return (
    <Box
      ref={ref}
      component="nav"
      aria-label={label}
      data-more={more}
      onScroll={measure}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        px: 2,
        py: { xs: 0.5, sm: 1 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        maskImage: MASKS[more],
        WebkitMaskImage: MASKS[more],
      }}
    >
      {links.map((link) => (
        <Box
          key={link.to}
          component={NavLink}
          to={link.to}
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            whiteSpace: 'nowrap',
            color: 'text.primary',
            textDecoration: 'none',
            '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}
        >
          {link.label}
        </Box>
      ))}
    </Box>
  );
}
