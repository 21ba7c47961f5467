import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';

import config from '../../docusaurus.config';

/**
 * src/theme/CodeBlock hydrates code blocks in place, without the theme's remount after hydration.
 * That is right only while a block's markup is the same in both colour modes: the code themes must
 * carry no inline colours (ours are CSS rules in src/css/prism-theme.css).
 */
describe('code block themes', () => {
  const prism = (config.themeConfig as { prism: { theme: PrismTheme; darkTheme: PrismTheme } }).prism;

  it('give no inline styles in either colour mode', () => {
    for (const theme of [prism.theme, prism.darkTheme]) {
      expect(theme.plain).toEqual({});
      expect(theme.styles).toEqual([]);
    }
  });
});
