/**
 * Compile-time check (run by `npm run typecheck`): the viewer set-up file the /editor page exports
 * is a valid ViewerConfigJSON of the SDK, each plugin it names is the SDK class of that
 * `PluginType`, and each setting it writes is one of that plugin's settings.
 */
import type * as Sdk from 'vitrine';

import type { GroundState, TonemapState, ViewerSetup } from '../../src/components/RealtimeViewer/viewerSetup';

type Assignable<T extends U, U> = T;

/** An SDK type as it reads in a JSON file: the string enum's members become their string values. */
type AsJson<T> = { [K in keyof T]: T[K] extends Sdk.ToneMapping ? `${T[K]}` : T[K] };

export type EditorSetupIsSdkConfig = Assignable<ViewerSetup, Sdk.ViewerConfigJSON>;

export type TonemapIsTheSdkPlugin = Assignable<TonemapState['type'], (typeof Sdk.TonemapPlugin)['PluginType']>;
export type GroundIsTheSdkPlugin = Assignable<GroundState['type'], (typeof Sdk.GroundPlugin)['PluginType']>;
export type TonemapSettingsExist = Assignable<
  TonemapState['settings'],
  AsJson<Pick<Sdk.TonemapSettings, keyof TonemapState['settings']>>
>;
export type GroundSettingsExist = Assignable<
  GroundState['settings'],
  Pick<Sdk.GroundSettings, keyof GroundState['settings']>
>;
