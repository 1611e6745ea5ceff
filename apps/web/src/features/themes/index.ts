// The themes feature's public surface: the provider the app mounts, and the admin panel's tab.
export { BrandThemesScreen } from './components/brand-themes-screen';
export { ThemeProvider } from './theme-provider';
