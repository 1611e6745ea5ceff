// The marketing feature's public surface for the app: the loader of /restaurants and /product.
export { partnersLoader } from './api/partner-loaders';
