// The name under which plugins/typedoc/plugin.mjs registers its router, to pass as TypeDoc's `router`
// option. A module of its own, without imports, so that the site config can read it without loading
// TypeDoc a second time.
export const ROUTER_NAME = 'vitrine-kind';
/** The name of the Markdown theme plugins/typedoc/plugin.mjs registers (plugins/typedoc/theme.mjs), for TypeDoc's `theme` option. */
export const THEME_NAME = 'vitrine';
