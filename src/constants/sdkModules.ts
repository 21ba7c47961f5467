/**
 * The SDK's modules, in reading order, with their entry files. The module name comes from each
 * file's `@module` tag. TypeDoc's options (config/typedoc.ts) take their entry points from here.
 */
export const SDK_MODULES = {
  Core_API: 'sdk/core/index.ts',
  Asset_Management: 'sdk/assets/index.ts',
  Plugins: 'sdk/plugins/index.ts',
  Interaction: 'sdk/interaction/index.ts',
  UI_Plugins: 'sdk/ui/index.ts',
  Extra_Helpers: 'sdk/helpers/index.ts',
  Viewer_Editor_Templates: 'sdk/templates/index.ts',
} as const;

export type SdkModuleName = keyof typeof SDK_MODULES;
