// markdown-it-mark ships no types: a markdown-it plugin reading `==text==` as <mark>.
declare module 'markdown-it-mark' {
  import type { PluginSimple } from 'markdown-it';

  const mark: PluginSimple;
  export default mark;
}
