/** The languages the picker offers (highlight.js's common names), and Mermaid's diagrams. */
const CODE_LANGUAGES: { value: string; label: string }[] = [
  { value: 'bash', label: 'Bash' },
  { value: 'c', label: 'C' },
  { value: 'cpp', label: 'C++' },
  { value: 'csharp', label: 'C#' },
  { value: 'css', label: 'CSS' },
  { value: 'diff', label: 'Diff' },
  { value: 'go', label: 'Go' },
  { value: 'graphql', label: 'GraphQL' },
  { value: 'xml', label: 'HTML / XML' },
  { value: 'ini', label: 'INI / TOML' },
  { value: 'java', label: 'Java' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'json', label: 'JSON' },
  { value: 'kotlin', label: 'Kotlin' },
  { value: 'lua', label: 'Lua' },
  { value: 'makefile', label: 'Makefile' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'mermaid', label: 'Mermaid diagram' },
  { value: 'php', label: 'PHP' },
  { value: 'python', label: 'Python' },
  { value: 'r', label: 'R' },
  { value: 'ruby', label: 'Ruby' },
  { value: 'rust', label: 'Rust' },
  { value: 'scss', label: 'SCSS' },
  { value: 'shell', label: 'Shell session' },
  { value: 'sql', label: 'SQL' },
  { value: 'swift', label: 'Swift' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'yaml', label: 'YAML' },
];

const PLAIN = { value: '', label: 'Plain text' };

/** The language of a code block drawn as a Mermaid diagram (not highlighted). */
export const MERMAID = 'mermaid';

/** Short names people type after ``` (highlight.js knows them too). */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  sh: 'bash',
  zsh: 'bash',
  html: 'xml',
  yml: 'yaml',
  toml: 'ini',
  kt: 'kotlin',
  cs: 'csharp',
};

/** The picker's choices: plain text, the list, and the block's own language when it is another. */
export function languageChoices(current: string): { value: string; label: string }[] {
  const known = CODE_LANGUAGES.some((language) => language.value === current);
  const own = current && !known ? [{ value: current, label: languageLabel(current) }] : [];
  return [PLAIN, ...CODE_LANGUAGES, ...own];
}

/** How a language is named (its label, or as written; no language is plain text). */
export function languageLabel(value: string): string {
  if (!value) return PLAIN.label;
  const name = ALIASES[value] ?? value;
  const label = CODE_LANGUAGES.find((language) => language.value === name)?.label;
  return label && name !== value ? `${label} (${value})` : (label ?? value);
}
