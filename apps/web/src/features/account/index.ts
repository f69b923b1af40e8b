// The account feature's public surface: what other features (the layout's top bar and user menu) may use. Everything else in this folder is private to it.
export { AccountMenuItems } from './components/account-menu-items';
export { UpgradeLink } from './components/upgrade-link';
export { useLogout } from './api/logout';
