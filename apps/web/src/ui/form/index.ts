export { ApiForm, SettingsFormFooter, SubmitButton } from './ApiForm';
export { useApiForm, type ApiFormState, type UseApiFormOptions } from './use-api-form';
