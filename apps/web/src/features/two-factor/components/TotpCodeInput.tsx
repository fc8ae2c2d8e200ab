import { TextInput, type TextInputProps } from '@mantine/core';

/** The code an authenticator app shows: digits the browser may fill in from a one-time code. */
export function TotpCodeInput(props: TextInputProps) {
  return <TextInput autoComplete="one-time-code" inputMode="numeric" maxLength={7} {...props} />;
}
