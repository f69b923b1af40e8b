// The layout feature's public surface: other features refresh the layout's queries (the slates
// after an import) by its keys. The layout context its child pages read is in shared/layout/.
export { layoutKeys } from './layout-api';
