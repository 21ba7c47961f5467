// Names shared by plugins/typedoc/plugin.mjs and the site config. A module of its own, without
// imports, so that the site config can read them without loading TypeDoc a second time.
/** The name under which plugins/typedoc/plugin.mjs registers its router, for TypeDoc's `router` option. */
export const ROUTER_NAME = 'vitrine-kind';
/** The name of the Markdown theme plugins/typedoc/plugin.mjs registers (plugins/typedoc/theme.mjs), for TypeDoc's `theme` option. */
export const THEME_NAME = 'vitrine';
/**
 * The file, next to TypeDoc's sidebar, listing each module's functions by topic with their anchors.
 * Functions have no page of their own, so the docs sidebar links their entries on the module page.
 */
export const FUNCTIONS_SIDEBAR_FILE = 'functions-sidebar.json';
/**
 * The file, next to TypeDoc's sidebar, giving the page and anchor of every documented symbol and
 * member by name (`DiamondPlugin.setQuality` → `classes/Plugins.DiamondPlugin#setquality`).
 */
export const SYMBOL_PAGES_FILE = 'symbol-pages.json';
