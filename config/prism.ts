import type { PrismTheme } from 'prism-react-renderer';

/**
 * The themes Docusaurus gets: empty, so that prism-react-renderer writes no inline `style` on the
 * block, its lines or its tokens (about a third of a highlighted block's HTML). The colours of
 * `codeThemes` reach the page as CSS instead (`prismThemeCss` in plugins/code-tokens/themeCss.ts,
 * written to src/css/prism-theme.css), for light and dark alike, so a dark page no longer flashes
 * light colours before hydration.
 */
export const unstyledCodeTheme: PrismTheme = { plain: {}, styles: [] };
