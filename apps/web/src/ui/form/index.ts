export { ApiForm, FormActions, SettingsFormFooter, SubmitButton } from './ApiForm';
export { useApiForm } from './use-api-form';
