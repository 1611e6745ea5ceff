// The themes module's public surface: the platform theme's `<style>`, which the app decorates.
export { PlatformThemeStyle } from './platform-theme-style.ts';
