import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { planAllows, type TPlan, type TSlatePlayer, type TSlateRules, type TSportCode } from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { UpgradePrompt } from '../../../shared/ui/plan-gate';
import { useSetRules, useSlateState } from '../api/optimizer-api';
import { addDraft, EMPTY_DRAFT, kindsOf, type TRuleDraft } from './rule-draft';
import { RulesImport } from './rules-import';
import { ruleLines, withoutLine, type TRuleLine } from './rules-words';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Error please try again!!');
const playerLabel = (p: TSlatePlayer) => `${p.name} (${p.team} ${p.positions.join('/')})`;

/**
 * The lineup rules kept on the slate (Premium and up): the rules in force in plain words, each
 * removable, and a form adding one with the pool's players, positions, teams and games. Every
 * build on the slate obeys them (the server adds them like locks and exposures).
 */
export function RulesPanel(props: {
  sport: TSportCode;
  plan: TPlan;
  slateId: string;
  players: readonly TSlatePlayer[];
}) {
  if (!planAllows(props.plan, 'lineupRules'))
    return (
      <Box sx={{ mt: 2 }}>
        <UpgradePrompt
          compact
          title="Lineup rules"
          feature="lineupRules"
          message="Groups, pairs, game stacks, team exposures and ownership caps are part of the Premium plan."
        />
      </Box>
    );
  return <RulesEditor {...props} />;
}

function RulesEditor({
  sport,
  slateId,
  players,
}: {
  sport: TSportCode;
  slateId: string;
  players: readonly TSlatePlayer[];
}) {
  const notify = useNotify();
  const state = useSlateState(slateId);
  const setRules = useSetRules(slateId);
  const rules: TSlateRules = state.data?.rules ?? {};
  const names = useMemo(() => {
    const m = new Map<string, string>();
    for (const p of players) {
      m.set(p.id, p.name);
      if (p.captainId) m.set(p.captainId, p.name);
    }
    return m;
  }, [players]);
  const lines = ruleLines(rules, sport, (id) => names.get(id) ?? id);
  const save = (next: TSlateRules, done: string, after?: () => void) =>
    setRules.mutate(next, {
      onSuccess: () => {
        notify('success', done);
        after?.();
      },
      onError: (e) => notify('error', messageOf(e)),
    });
  return (
    <Paper component="section" aria-labelledby="rules-title" sx={{ p: 2, mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="rules-title" variant="h6" component="h2">
        Rules
      </Typography>
      {state.isLoading ? (
        <Typography color="text.secondary">Loading your rules…</Typography>
      ) : state.isError ? (
        <Typography color="error">Your rules could not be loaded. {messageOf(state.error)}</Typography>
      ) : lines.length === 0 ? (
        <Typography color="text.secondary">
          No rules yet: every build follows only the settings above.
        </Typography>
      ) : (
        <List dense aria-label="Rules in force" disablePadding>
          {lines.map((line) => (
            <RuleItem
              key={`${line.name}:${String(line.index)}`}
              line={line}
              busy={setRules.isPending}
              onRemove={() => save(withoutLine(rules, line), 'Rule removed.')}
            />
          ))}
        </List>
      )}
      <RulesImport busy={setRules.isPending || !state.data} onImport={(next, note) => save(next, note)} />
      <RuleForm
        sport={sport}
        players={players}
        busy={setRules.isPending || !state.data}
        onAdd={(draft, reset) => {
          const next = addDraft(rules, draft);
          if (typeof next === 'string') notify('error', next);
          else save(next, 'Rule added.', reset);
        }}
      />
    </Paper>
  );
}

function RuleItem({ line, busy, onRemove }: { line: TRuleLine; busy: boolean; onRemove: () => void }) {
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton edge="end" aria-label={`Remove rule: ${line.words}`} disabled={busy} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <ListItemText primary={line.words} />
    </ListItem>
  );
}

/** A multiple choice among strings (positions, teams, games) as a select. */
function MultiPick(p: {
  label: string;
  options: string[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true } }}
    >
      {p.options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PlayerPick(p: {
  label: string;
  players: readonly TSlatePlayer[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const byId = useMemo(() => new Map(p.players.map((x) => [x.id, x])), [p.players]);
  return (
    <Autocomplete
      multiple
      size="small"
      options={p.players}
      getOptionLabel={playerLabel}
      getOptionKey={(x) => x.id}
      value={p.value.flatMap((id) => byId.get(id) ?? [])}
      onChange={(_e, picked) => p.onChange(picked.map((x) => x.id))}
      renderInput={(params) => <TextField {...params} label={p.label} />}
    />
  );
}

const numberField = (label: string, value: string, onChange: (v: string) => void, max = 9) => (
  <TextField
    label={label}
    type="number"
    size="small"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{ htmlInput: { min: 0, max } }}
  />
);

/** The add-a-rule form: a kind, then the fields that kind needs. */
function RuleForm(props: {
  sport: TSportCode;
  players: readonly TSlatePlayer[];
  busy: boolean;
  onAdd: (draft: TRuleDraft, reset: () => void) => void;
}) {
  const [d, setDraft] = useState<TRuleDraft>(EMPTY_DRAFT);
  const set = (patch: Partial<TRuleDraft>) => setDraft({ ...d, ...patch });
  const pool = useMemo(() => [...props.players].sort((a, b) => b.projection - a.projection), [props.players]);
  const positions = useMemo(() => [...new Set(pool.flatMap((p) => p.positions))].sort(), [pool]);
  const teams = useMemo(() => [...new Set(pool.map((p) => p.team))].sort(), [pool]);
  const games = useMemo(() => [...new Set(pool.flatMap((p) => (p.game ? [p.game] : [])))].sort(), [pool]);
  const k = d.kind;
  return (
    <Box
      component="form"
      aria-label="Add a rule"
      sx={{ display: 'grid', gap: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        props.onAdd(d, () => setDraft({ ...EMPTY_DRAFT, kind: d.kind }));
      }}
    >
      <TextField
        select
        size="small"
        label="Add a rule"
        value={k}
        onChange={(e) => setDraft({ ...EMPTY_DRAFT, kind: e.target.value as TRuleDraft['kind'] })}
      >
        {kindsOf(props.sport).map((o) => (
          <MenuItem key={o.kind} value={o.kind}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {k === 'atMost' || k === 'atLeast' || k === 'onlyWith' ? (
        <PlayerPick
          label="Players"
          players={pool}
          value={d.players}
          onChange={(players) => set({ players })}
        />
      ) : null}
      {k === 'atMost' || k === 'atLeast' ? numberField('How many', d.value, (value) => set({ value })) : null}
      {k === 'onlyWith' ? (
        <PlayerPick
          label="Only with"
          players={pool}
          value={d.withPlayers}
          onChange={(withPlayers) => set({ withPlayers })}
        />
      ) : null}
      {k === 'pair' || k === 'spacing' || k === 'positionCount' ? (
        <MultiPick
          label={k === 'pair' ? 'My position' : 'Positions'}
          options={positions}
          value={d.positions}
          onChange={(v) => set({ positions: k === 'positionCount' ? v.slice(-1) : v })}
        />
      ) : null}
      {k === 'pair' ? (
        <>
          <TextField
            select
            size="small"
            label="Team"
            value={d.team}
            onChange={(e) => set({ team: e.target.value as 'same' | 'opponent' })}
          >
            <MenuItem value="same">With my player (same team)</MenuItem>
            <MenuItem value="opponent">Against my player (opponent)</MenuItem>
          </TextField>
          <MultiPick
            label="Their positions"
            options={positions}
            value={d.withPositions}
            onChange={(withPositions) => set({ withPositions })}
          />
        </>
      ) : null}
      {k === 'pair' || k === 'teamCount' || k === 'positionCount' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {numberField('Min', d.min, (min) => set({ min }))}
          {numberField('Max', d.max, (max) => set({ max }))}
        </Box>
      ) : null}
      {k === 'gameStack' ? (
        <>
          {numberField('Players from one game', d.value, (value) => set({ value }))}
          {numberField('From each team', d.min, (min) => set({ min }))}
          <MultiPick
            label="Games (any when empty)"
            options={games}
            value={d.games}
            onChange={(g) => set({ games: g })}
          />
        </>
      ) : null}
      {k === 'teamExposure' ? (
        <>
          <MultiPick
            label="Teams (every team when empty)"
            options={teams}
            value={d.teams}
            onChange={(t) => set({ teams: t })}
          />
          {numberField('Max % of lineups', d.value, (value) => set({ value }), 100)}
        </>
      ) : null}
      {k === 'ownership'
        ? numberField('Max total ownership %', d.value, (value) => set({ value }), 1000)
        : null}
      {k === 'minStarters'
        ? numberField('At least this many confirmed', d.value, (value) => set({ value }))
        : null}
      {k === 'spacing' ? numberField('Within batting-order spots', d.value, (value) => set({ value })) : null}
      <Button type="submit" variant="outlined" disabled={props.busy}>
        Add rule
      </Button>
    </Box>
  );
}
