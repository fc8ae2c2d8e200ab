export { ApiForm, SettingsFormFooter, SubmitButton } from './ApiForm';
export { useApiForm } from './use-api-form';
