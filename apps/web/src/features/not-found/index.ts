// The not-found feature's public surface.
export { default as NotFoundPage } from './not-found-page';
