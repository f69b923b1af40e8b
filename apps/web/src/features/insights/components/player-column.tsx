import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { PlayerLink } from './links';

/** The "Player" column of an insight table: the name, linking to the player's page. */
export function playerColumn<T extends GridValidRowModel & { playerId: string | null; name: string }>(
  minWidth = 160,
): GridColDef<T> {
  return {
    field: 'name',
    headerName: 'Player',
    flex: 1,
    minWidth,
    renderCell: ({ row }) => <PlayerLink playerId={row.playerId}>{row.name}</PlayerLink>,
  };
}
