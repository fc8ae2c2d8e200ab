// markdown-it-ins ships no types: a markdown-it plugin reading `++text++` as <ins> (underline).
declare module 'markdown-it-ins' {
  import type { PluginSimple } from 'markdown-it';

  const ins: PluginSimple;
  export default ins;
}
