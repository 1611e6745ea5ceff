// The seo module's public surface for other modules: the origin absolute links are built from.
export { publicOrigin } from './public-url.ts';
