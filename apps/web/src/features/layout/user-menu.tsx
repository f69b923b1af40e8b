import { useState } from 'react';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import type { TUser } from '@dfs/contracts';
import { AccountMenuItems, useLogout } from '../account';

export type TMenuEntry = { label: string; to: string };

/** The user menu's entries for a role (SPEC section 2 "User menu"). */
export function menuEntries(user: Pick<TUser, 'role' | 'paymentType'>): TMenuEntry[] {
  const entries: TMenuEntry[] = [
    { label: 'Contact', to: user.paymentType === 'clickbank' ? '/click/contact-us' : '/contact-us' },
    { label: 'Reset Password', to: '/recover-password' },
  ];
  if (user.role !== 'user') {
    entries.push({ label: 'Settings', to: '/settings' });
    if (user.role === 'client') entries.push({ label: 'Report', to: '/report' });
    entries.push(
      { label: 'Users', to: '/all-users' },
      { label: 'Login Report', to: '/login-history' },
      { label: 'Import Salaries', to: '/import-salaries' },
      { label: 'Best Bet', to: '/best-bet' },
    );
  }
  return entries;
}

/** Avatar button with the user's menu and Logout. */
export function UserMenu({ user }: { user: TUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const logOut = useLogout();
  const close = () => setAnchor(null);

  const logout = async () => {
    close();
    await logOut();
  };

  return (
    <>
      <IconButton
        aria-label={`User menu for ${user.userName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
        edge="end"
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16 }}>
          {user.userName.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem disabled>{user.userName}</MenuItem>
        <Divider />
        {menuEntries(user).map((e) => (
          <MenuItem
            key={e.label}
            onClick={() => {
              close();
              void navigate(e.to);
            }}
          >
            {e.label}
          </MenuItem>
        ))}
        <AccountMenuItems user={user} onDone={close} />
        <Divider />
        <MenuItem onClick={() => void logout()}>Logout</MenuItem>
      </Menu>
    </>
  );
}
