// Shared screen parts. The data grid and the chart are not re-exported here, so a page that only
// needs the page state or the plan gate does not pull in MUI X: import them from their own files.
export { PageState, LoadingRows, EmptyState, ErrorState, type TQueryState } from './page-state';
export { PlanGate, UpgradePrompt, UPGRADE_PATH } from './plan-gate';
export { UpdatedAt, newestTime } from './updated-at';
export { PublicPreview, SignUpCallToAction, PREVIEW_ROWS, previewOf } from './public-preview';
export { FileButton } from './file-button';
export { SelectField, type TSelectOption } from './select-field';
export { RejectedRows } from './rejected-rows';
