/**
 * The editor's studio choices as the viewer set-up file that the SDK's `viewer.importConfig(url)`
 * reads: environment, background and the settings of the tone-mapping and ground plugins. The
 * interfaces mirror ViewerConfigJSON and SerializedPluginState of the SDK's public API
 * (sdk/core/viewer-app.ts, sdk/core/plugin.ts) as they read in JSON; tests/types/viewer-setup.ts
 * fails the typecheck if they stop matching the SDK.
 */
import { SDK_VERSION } from '../../constants/site';
import { backgrounds, studios } from '../../data/ringViewer';
import type { RingConfiguration } from './configuration';

export interface PluginState {
  type: string;
  /**
   * Format version of the plugin's state, required by the SDK. The SDK does not document the
   * built-in plugins' versions; 1 is our assumption (a file from viewer.exportConfig() shows the
   * real value).
   */
  version: number;
  enabled: boolean;
  settings: Record<string, unknown>;
}

export interface TonemapState extends PluginState {
  type: 'TonemapPlugin';
  /** The curve is written too, so the file keeps the page's look whatever the SDK's default curve. */
  settings: { toneMapping: 'neutral'; exposure: number };
}

export interface GroundState extends PluginState {
  type: 'GroundPlugin';
  settings: { shadowOpacity: number; shadowBlur: number };
}

export interface ViewerSetup {
  version: 2;
  sdkVersion: string;
  environment: { url: string; intensity: number };
  background: { mode: 'transparent' } | { mode: 'color'; color: string };
  plugins: [TonemapState, GroundState];
}

/** Where the set-up expects the studio HDR file: beside the model and the two JSON files. */
export const ENVIRONMENT_FOLDER = '/assets/';

export const VIEWER_SETUP_FILE = 'solitaire.viewer.json';

export function toViewerSetup(configuration: RingConfiguration): ViewerSetup {
  const flatColor = backgrounds[configuration.background].flatColor;
  return {
    version: 2,
    sdkVersion: SDK_VERSION,
    environment: {
      url: `${ENVIRONMENT_FOLDER}${studios[configuration.studio].file}`,
      intensity: configuration.environmentIntensity,
    },
    background: flatColor ? { mode: 'color', color: flatColor } : { mode: 'transparent' },
    plugins: [
      {
        type: 'TonemapPlugin',
        version: 1,
        enabled: true,
        settings: { toneMapping: 'neutral', exposure: configuration.exposure },
      },
      {
        type: 'GroundPlugin',
        version: 1,
        enabled: true,
        settings: { shadowOpacity: configuration.shadowOpacity, shadowBlur: configuration.shadowBlur },
      },
    ],
  };
}

/** The file as the page offers it for download: two-space indentation and a final newline. */
export function viewerSetupJson(configuration: RingConfiguration): string {
  return `${JSON.stringify(toViewerSetup(configuration), null, 2)}\n`;
}
