// The settings feature's public surface: the language picker, also in the footer.
export { AccountLanguagePicker } from './components/account-language';
