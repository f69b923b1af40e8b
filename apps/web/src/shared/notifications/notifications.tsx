import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';

export type TNoticeType = 'success' | 'info' | 'error';
export type TNotice = { id: number; type: TNoticeType; message: string; fading: boolean };

/** SPEC section 9: a notice is fully visible for 2.5 s and removed after 4.5 s. */
export const VISIBLE_MS = 2500;
export const REMOVE_MS = 4500;

/** Success green, info yellow, error red (theme tokens). */
const COLOURS: Record<TNoticeType, string> = {
  success: 'success.main',
  info: 'warning.main',
  error: 'error.main',
};

type TNotify = (type: TNoticeType, message: string) => void;

const FLASH_KEY = 'flash';
type TFlash = { type: TNoticeType; message: string };

/**
 * A notice meant for the next page load: kept in sessionStorage (this tab only) and shown by the
 * provider when the app starts again, for a message said just before a full-page redirect.
 */
export function notifyAfterRedirect(type: TNoticeType, message: string): void {
  try {
    const list = takeFlashes();
    sessionStorage.setItem(FLASH_KEY, JSON.stringify([...list, { type, message }]));
  } catch {
    // Storage refused (private mode quota): the notice is lost, the redirect still happens.
  }
}

/** Reads and clears the notices kept for this page load. */
export function takeFlashes(): TFlash[] {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list)
      ? (list as TFlash[]).filter((f) => typeof f?.message === 'string' && f.type in COLOURS).slice(0, 5)
      : [];
  } catch {
    return [];
  }
}
const NotifyContext = createContext<TNotify | null>(null);

/** Toasts: success green, info yellow, error red; announced to screen readers. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<TNotice[]>([]);
  const nextId = useRef(1);

  const notify = useCallback<TNotify>((type, message) => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, type, message, fading: false }]);
    setTimeout(
      () => setNotices((list) => list.map((n) => (n.id === id ? { ...n, fading: true } : n))),
      VISIBLE_MS,
    );
    setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), REMOVE_MS);
  }, []);

  // Notices said before a full-page redirect (notifyAfterRedirect) show once the app is back.
  useEffect(() => {
    for (const f of takeFlashes()) notify(f.type, f.message);
  }, [notify]);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Box
        aria-live="polite"
        sx={{
          position: 'fixed',
          top: 72,
          right: 16,
          zIndex: 2000,
          display: 'grid',
          gap: 1,
          maxWidth: 'min(420px, calc(100vw - 32px))',
        }}
      >
        {notices.map((n) => (
          <Box
            key={n.id}
            data-notice={n.type}
            role={n.type === 'error' ? 'alert' : 'status'}
            sx={{
              px: 2,
              py: 1.5,
              borderRadius: 1,
              boxShadow: 3,
              fontWeight: 500,
              bgcolor: COLOURS[n.type],
              color: n.type === 'info' ? 'warning.contrastText' : 'common.white',
              opacity: n.fading ? 0 : 1,
              transition: `opacity ${REMOVE_MS - VISIBLE_MS}ms ease-in`,
            }}
          >
            {n.message}
          </Box>
        ))}
      </Box>
    </NotifyContext.Provider>
  );
}

/** The notifier: `notify('success', 'Build saved!')`. */
export function useNotify(): TNotify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}
