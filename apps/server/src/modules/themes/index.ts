// The themes module's public surface: the platform theme's `<style>`, which the app decorates, and
// the published theme itself (share images are drawn in it).

export { readPlatformTheme } from './platform-theme.repository.ts';
export { PlatformThemeStyle } from './platform-theme-style.ts';
