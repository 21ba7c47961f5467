import { cameraViewIds, metalIds, type CameraViewId, type MetalId } from '../../data/ringViewer';
import { pickChoice } from './configuration';

/**
 * The /realvwr page keeps its metal and camera view in the address (`?metal=platinum&view=top`),
 * so a link shows the ring as it was shared. Defaults are left out; an unknown value is replaced by
 * the default, said so on the page, and dropped from the address.
 */
export interface LiveRingState {
  metal: MetalId;
  /** A preset view, or null once the visitor has turned the ring freely. */
  view: CameraViewId | null;
}

const DEFAULT_METAL: MetalId = 'gold';
const DEFAULT_VIEW: CameraViewId = 'hero';
export const LIVE_RING_DEFAULTS: Readonly<LiveRingState> = Object.freeze({ metal: DEFAULT_METAL, view: DEFAULT_VIEW });

export interface ParsedLiveRing {
  state: LiveRingState;
  /** One sentence per value of the address that was ignored. */
  problems: string[];
}

export function parseLiveRing(search: string): ParsedLiveRing {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const metal = pickChoice(params, 'metal', metalIds, DEFAULT_METAL, problems);
  const view = pickChoice(params, 'view', cameraViewIds, DEFAULT_VIEW, problems);
  return { state: { metal, view }, problems };
}

/** The query for `state`, keeping other parameters of `current`; '' when all are defaults. */
export function liveRingSearch(state: LiveRingState, current = ''): string {
  const params = new URLSearchParams(current);
  params.delete('metal');
  params.delete('view');
  if (state.metal !== LIVE_RING_DEFAULTS.metal) params.set('metal', state.metal);
  // A freely turned view is not a preset: the link then opens on the default view.
  if (state.view && state.view !== LIVE_RING_DEFAULTS.view) params.set('view', state.view);
  const query = params.toString();
  return query ? `?${query}` : '';
}
