/** The event the slash menu's "Emoji" sends the editor's element to open the picker there. */
export const OPEN_EMOJI_PICKER = 'hangar:open-emoji-picker';
