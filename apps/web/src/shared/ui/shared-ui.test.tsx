import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client';
import { PageState } from './page-state';
import { PlanGate } from './plan-gate';
import { UpdatedAt } from './updated-at';
import { PublicPreview, previewOf } from './public-preview';
import { SelectField } from './select-field';
import { RejectedRows } from './rejected-rows';

const query = <T,>(over: Partial<{ data: T; isPending: boolean; isError: boolean; error: unknown }>) => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

describe('PageState', () => {
  it('shows a loading status, then the content', () => {
    const { rerender } = render(
      <PageState query={query<string[]>({ isPending: true })}>{(d) => d.join()}</PageState>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<PageState query={query({ data: ['Mahomes', 'Allen'] })}>{(d) => d.join(', ')}</PageState>);
    expect(screen.getByText('Mahomes, Allen')).toBeInTheDocument();
  });

  it('says why a loaded list is empty', () => {
    render(
      <PageState
        query={query({ data: [] as string[] })}
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No news yet', reason: 'The feed has not run today.' }}
      >
        {() => 'rows'}
      </PageState>,
    );
    expect(screen.getByText('No news yet')).toBeInTheDocument();
    expect(screen.getByText('The feed has not run today.')).toBeInTheDocument();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the server message with a retry, and an upgrade prompt for a plan limit', async () => {
    const retry = query({
      isError: true,
      error: new ApiError('INTERNAL', 'Data not available, please try again..', 500),
    });
    const { unmount } = render(<PageState query={retry}>{() => 'x'}</PageState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Data not available');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry.refetch).toHaveBeenCalledOnce();
    unmount();
    render(
      <MemoryRouter>
        <PageState
          query={query({
            isError: true,
            error: new ApiError('PLAN_LIMIT', 'News needs the Platinum plan.', 403),
          })}
        >
          {() => 'x'}
        </PageState>
      </MemoryRouter>,
    );
    expect(screen.getByText('News needs the Platinum plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/upgrade-plan');
  });
});

describe('PlanGate', () => {
  const gate = (plan: 'free' | 'premium' | 'platinum') => (
    <MemoryRouter>
      <PlanGate plan={plan} feature="news" title="News" description="Every headline with analysis.">
        <p>the news</p>
      </PlanGate>
    </MemoryRouter>
  );

  it('shows a Free user what the feature is and the plan that has it', () => {
    render(gate('free'));
    expect(screen.queryByText('the news')).toBeNull();
    expect(screen.getByRole('region', { name: 'News: upgrade needed' })).toHaveTextContent(
      'Every headline with analysis. It is part of the Platinum plan.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Platinum' })).toHaveAttribute(
      'href',
      '/upgrade-plan',
    );
  });

  it('shows the feature to a plan that includes it', () => {
    render(gate('platinum'));
    expect(screen.getByText('the news')).toBeInTheDocument();
  });
});

describe('UpdatedAt', () => {
  it('gives the Eastern time and the provider', () => {
    render(<UpdatedAt at="2026-11-23T17:05:00Z" provider="demo" />);
    expect(screen.getByTestId('updated-at')).toHaveTextContent(
      'Updated Nov 23, 12:05 PM ET · Source: Demo data',
    );
  });

  it('says when the time is unknown', () => {
    render(<UpdatedAt at={null} />);
    expect(screen.getByTestId('updated-at')).toHaveTextContent('Update time unknown');
  });
});

describe('PublicPreview', () => {
  it('shows the preview and says how much more a sign-up gives', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `row ${i + 1}`);
    const shown = previewOf(rows);
    render(
      <MemoryRouter>
        <PublicPreview title="NFL News" cta={{ total: rows.length, shown: shown.length, what: 'news items' }}>
          <ul>
            {shown.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </PublicPreview>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('You are seeing 10 of 25 news items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/sign-up');
  });
});

describe('SelectField', () => {
  it('lists its options under its label, "all" first when asked, and hands over the chosen value', async () => {
    const chosen = vi.fn();
    render(
      <SelectField
        label="Position"
        value=""
        allLabel="All positions"
        options={['QB', { value: 'DST', label: 'Defence' }]}
        onChange={chosen}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Position' }));
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['All positions', 'QB', 'Defence']);
    await userEvent.click(screen.getByRole('option', { name: 'Defence' }));
    expect(chosen).toHaveBeenCalledWith('DST');
  });

  it('has no "all" option unless one is named', async () => {
    render(<SelectField label="Week" value="1" options={['1', '2']} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2']);
  });
});

describe('RejectedRows', () => {
  it('lists the rows left out by line and reason, at most the number asked, and nothing when none', () => {
    const rows = [1, 2, 3].map((line) => ({ line, reason: `bad salary on ${line}` }));
    const { rerender } = render(<RejectedRows rows={rows} max={2} />);
    const list = screen.getByRole('list', { name: 'Rows left out' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Line 1: bad salary on 1',
      'Line 2: bad salary on 2',
    ]);
    rerender(<RejectedRows rows={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
