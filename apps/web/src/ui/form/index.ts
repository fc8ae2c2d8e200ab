export { ApiForm, SettingsFormFooter, SubmitButton } from './ApiForm';
export { useApiForm } from './use-api-form';
export { useSettingsForm } from './use-settings-form';
