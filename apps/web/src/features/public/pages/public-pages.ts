/** The share links' module (see app/public-routes.tsx). */
export { createPublicDocLoader, createPublicProjectLoader } from '../public-loaders';
export { PublicDocPage } from './PublicDocPage';
export { PublicProjectLayout } from './PublicProjectLayout';
export { PublicProjectPage } from './PublicProjectPage';
