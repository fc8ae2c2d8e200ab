import { filesOf } from './image-upload';

interface HiddenFilePickerProps {
  /** Clicked by id from the slash menu ("Image", "File"). */
  id: string;
  label: string;
  accept?: string;
  onPick: (files: File[]) => void;
}

/** A hidden file input that hands over the files picked, then clears itself for the next pick. */
export function HiddenFilePicker({ id, label, accept, onPick }: HiddenFilePickerProps) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      multiple
      hidden
      aria-label={label}
      onChange={(event) => {
        const picked = filesOf(event.currentTarget.files);
        event.currentTarget.value = '';
        if (picked.length > 0) onPick(picked);
      }}
    />
  );
}
