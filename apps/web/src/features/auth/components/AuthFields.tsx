import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { PASSWORD_HINT } from '@hangar/domain/validation';

/** The e-mail address of the sign-in, sign-up and password pages. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      size="md"
      {...props}
    />
  );
}

/** A password being chosen (sign-up, reset), with the rules it must follow. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput description={PASSWORD_HINT} autoComplete="new-password" size="md" {...props} />
  );
}

/** The account's password, asked again to confirm a change (deletion, two-factor, passkeys). */
export function ConfirmPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Your password"
      description="To confirm it is you."
      autoComplete="current-password"
      data-autofocus
      {...props}
    />
  );
}
