// The legal feature's public surface for the app: the loader of /privacy.
export { retentionLoader } from './api/legal-loaders';
