import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PositionGrid } from './position-grid';

const inLayout = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/4/draftkings/insight/nfl-depth-chart']}>
      <Routes>
        <Route path="/:sportId/:operator/insight/*" element={ui} />
      </Routes>
    </MemoryRouter>,
  );

describe('PositionGrid', () => {
  it('puts each player under his slot with injury and rookie marks, and leaves empty slots blank', () => {
    inLayout(
      <PositionGrid
        caption="Chiefs depth chart"
        corner="Pos"
        columns={['1', '2', '3']}
        rows={[
          {
            label: 'QB',
            players: [
              { playerId: 'nfl:p:KC-QB-1', name: 'Pat Starter', injury: 'Q' },
              { playerId: 'nfl:p:KC-QB-2', name: 'Rick Rookie', rookie: true },
            ],
          },
          { label: 'K', players: [{ playerId: null, name: 'Kurt Kicker' }] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Chiefs depth chart' });
    const qb = within(table).getByRole('row', { name: /^QB/ });
    const cells = within(qb).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(cells[0]).toHaveTextContent(/^Pat Starter \(Q\)$/);
    expect(cells[1]).toHaveTextContent('Rick Rookie');
    expect(cells[1]).toHaveTextContent('(rookie)');
    expect(cells[0]).not.toHaveTextContent('rookie');
    expect(cells[2]).toBeEmptyDOMElement();
    expect(within(cells[0]!).getByRole('link', { name: 'Pat Starter' })).toHaveAttribute(
      'href',
      '/4/draftkings/player-details/nfl%3Ap%3AKC-QB-1',
    );
    expect(within(cells[1]!).getByTitle('Rookie')).toBeInTheDocument();
    // A player without a known id is plain text.
    const k = within(table).getByRole('row', { name: /^K/ });
    expect(within(k).queryByRole('link')).toBeNull();
    expect(k).toHaveTextContent('Kurt Kicker');
  });
});
