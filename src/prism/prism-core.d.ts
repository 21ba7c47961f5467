// The core alone, without the grammars of the `prismjs` main module; same API.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
