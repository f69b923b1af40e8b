import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TOperator, TSportCode } from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { useDeleteRuleTemplate, useRuleTemplates, useSaveRuleTemplate } from '../api/optimizer-tools-api';
import { readMemory, writeMemory, type TOptimizerMemory } from '../hooks/optimizer-memory';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Error please try again!!');

/**
 * The build settings as the screen keeps them, without what belongs to one slate: a template
 * carries every setting, including those of panels added later, without a change here.
 */
export function templateSettings(sport: TSportCode, operator: TOperator): Record<string, unknown> {
  return withoutSlate(readMemory(sport, operator));
}

const withoutSlate = (memory: Record<string, unknown>): Partial<TOptimizerMemory> => {
  const { slateId: _slate, gameType: _gameType, builtWith: _builtWith, ...settings } = memory;
  return settings;
};

/**
 * Rule templates of the sport: save the current build settings under a name, apply one again
 * (the settings panels then read it) or delete it.
 */
export function RuleTemplatesPanel(props: {
  sport: TSportCode;
  operator: TOperator;
  /** A template was applied: the settings panels read the settings again. */
  onApplied: () => void;
}) {
  const { sport, operator } = props;
  const notify = useNotify();
  const templates = useRuleTemplates(sport);
  const save = useSaveRuleTemplate(sport);
  const remove = useDeleteRuleTemplate(sport);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const list = templates.data ?? [];
  const picked = list.find((t) => t.id === chosen);
  const onSave = () =>
    save.mutate(
      { name: name.trim(), settings: templateSettings(sport, operator) },
      {
        onSuccess: (r) => {
          notify('success', r.message);
          setChosen(r.data.id);
          setName('');
        },
        onError: (e) => notify('error', messageOf(e)),
      },
    );
  return (
    <Paper component="section" aria-label="Rule templates" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Rule templates
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) onSave();
        }}
      >
        <TextField
          label="Template name"
          size="small"
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={!name.trim() || save.isPending}>
          Save
        </Button>
      </Box>
      {templates.isError ? (
        <Typography variant="body2" color="error">
          Templates not available: {messageOf(templates.error)}
        </Typography>
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {templates.isPending
            ? 'Loading templates…'
            : `No ${sport.toUpperCase()} template yet: save these settings under a name.`}
        </Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label="Template"
            value={picked ? chosen : ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="outlined"
              sx={{ flex: 1 }}
              disabled={!picked}
              onClick={() => {
                if (!picked) return;
                writeMemory(sport, operator, withoutSlate(picked.settings));
                notify('success', `Settings of "${picked.name}" applied.`);
                props.onApplied();
              }}
            >
              Apply
            </Button>
            <Button
              color="error"
              disabled={!picked || remove.isPending}
              onClick={() =>
                picked &&
                remove.mutate(picked.id, {
                  onSuccess: (r) => {
                    notify('success', r.message);
                    setChosen('');
                  },
                  onError: (e) => notify('error', messageOf(e)),
                })
              }
            >
              Delete
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
