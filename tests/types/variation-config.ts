/**
 * Compile-time check (run by `npm run typecheck`): the JSON the /editor page exports is a valid
 * VariationConfiguratorConfig of the SDK. The page keeps its own copy of the types because the SDK
 * is declarations only; in JSON the SDK's string enums appear as their values, hence `AsJson`.
 */
import type * as Sdk from 'vitrine';

import type { VariationConfiguratorConfig as EditorExport } from '../../src/components/RealtimeViewer/variationConfig';

type StringEnums = Sdk.GemType | Sdk.VariationIconShape;

/** An SDK type as it reads in a JSON file: string enum members become their string values. */
type AsJson<T> = T extends StringEnums ? `${T}` : T extends object ? { [K in keyof T]: AsJson<T[K]> } : T;

type Assignable<T extends U, U> = T;

export type EditorExportIsSdkConfig = Assignable<EditorExport, AsJson<Sdk.VariationConfiguratorConfig>>;
