// The account feature's public surface: what other features (the layout's user menu) may use. Everything else in this folder is private to it.
export { AccountMenuItems } from './components/account-menu-items';
