import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NotificationsProvider,
  REMOVE_MS,
  VISIBLE_MS,
  notifyAfterRedirect,
  useNotify,
} from './notifications';

function Trigger({ type, message }: { type: 'success' | 'info' | 'error'; message: string }) {
  const notify = useNotify();
  return <button onClick={() => notify(type, message)}>go</button>;
}

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice fully for 2.5 s, fades it, and removes it at 4.5 s', () => {
    render(
      <NotificationsProvider>
        <Trigger type="success" message="Build saved!" />
      </NotificationsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Build saved!');
    expect(notice).toHaveStyle({ opacity: '1' });
    act(() => {
      vi.advanceTimersByTime(VISIBLE_MS + 1);
    });
    expect(screen.getByRole('status')).toHaveStyle({ opacity: '0' });
    act(() => {
      vi.advanceTimersByTime(REMOVE_MS - VISIBLE_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors as alerts and marks each type for its colour', () => {
    render(
      <NotificationsProvider>
        <Trigger type="error" message="There was an error with Login" />
      </NotificationsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error with Login');
    expect(alert).toHaveAttribute('data-notice', 'error');
  });

  it('shows a notice kept before a full-page redirect once the app starts again, only once', () => {
    notifyAfterRedirect('success', 'Created session Successfully.');
    const { unmount } = render(
      <NotificationsProvider>
        <p>page</p>
      </NotificationsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Created session Successfully.');
    unmount();
    render(
      <NotificationsProvider>
        <p>page</p>
      </NotificationsProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
