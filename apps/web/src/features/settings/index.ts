// The settings feature's public surface: its language picker, also in the footer.
export { LanguagePicker } from './components/language-picker';
