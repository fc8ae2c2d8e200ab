import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

interface EditorToolFieldProps extends Omit<
  TextInputProps,
  'label' | 'size' | 'value' | 'onChange'
> {
  /** The field's name; its placeholder too unless `placeholder` says more. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A small text field of the editor's toolbars (the link's address, find, replace, emoji search). */
export function EditorToolField(props: EditorToolFieldProps) {
  const { label, placeholder = label, onValueChange, ...inputProps } = props;
  return (
    <TextInput
      size="xs"
      placeholder={placeholder}
      aria-label={label}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...inputProps}
    />
  );
}
