import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RulesImport } from './rules-import';

// The rules panel's import of a rules.json: a file the settings schema refuses is named problem by
// problem (the CLI's and the API's words) and changes nothing; a good file replaces the rules.

function renderImport() {
  const onImport = vi.fn();
  render(<RulesImport busy={false} onImport={onImport} />);
  const upload = (name: string, text: string) =>
    userEvent.upload(
      screen.getByLabelText('Import rules file'),
      new File([text], name, { type: 'application/json' }),
    );
  return { onImport, upload };
}

describe('importing a rules file', () => {
  it('shows each problem with its path and the key meant, and imports nothing', async () => {
    const { onImport, upload } = renderImport();
    await upload(
      'rules.json',
      JSON.stringify({
        pairs: [{ positions: ['QB'], with: ['WR'], team: 'same', mni: 1 }],
        stacks: [{ parts: [{ positons: ['QB'], count: 1 }] }],
        locks: '25323137',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('rules.json was not imported');
    expect(alert).toHaveTextContent('pairs[0].mni: unknown setting; did you mean min?');
    expect(alert).toHaveTextContent('stacks[0].parts[0].positons: unknown setting; did you mean positions?');
    expect(alert).toHaveTextContent('locks: expected a list, got the string "25323137"');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('says a file is not JSON', async () => {
    const { onImport, upload } = renderImport();
    await upload('rules.json', '{ "pairs": [');
    expect(await screen.findByRole('alert')).toHaveTextContent('rules.json is not valid JSON.');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('keeps the rules on the slate when a file holds none', async () => {
    const { onImport, upload } = renderImport();
    await upload('locks.json', JSON.stringify({ locks: [{ id: '1' }], maxExposure: 0.5 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('locks.json was not imported');
    expect(alert).toHaveTextContent('it holds no lineup rules (groups, pairs,');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('imports the lineup rules of a good file and names the settings set elsewhere', async () => {
    const { onImport, upload } = renderImport();
    const pairs = [{ positions: ['QB'], with: ['WR', 'TE'], team: 'same', min: 1 }];
    await upload('mine.json', JSON.stringify({ pairs, ownership: { maxAverage: 14 }, locks: [{ id: '1' }] }));
    expect(onImport).toHaveBeenCalledWith(
      { pairs, ownership: { maxAverage: 14 } },
      'Rules imported from mine.json. Not imported here: locks (set them in the player pool and build settings).',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
