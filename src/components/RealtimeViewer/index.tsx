import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';

import Picture from '../Picture';
import { cameraViewIds, cameraViews, type CameraViewId } from '../../data/ringViewer';
import type { RingConfiguration } from './configuration';
import type { FrameStats, RingViewerEvent, RingViewerHandle } from './types';
import { startRingViewer } from './host';
import { usePosterPlacement } from './usePosterPlacement';
import { errorText } from './errorText';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useClipRecording, useFullscreenEnabled, useWebGL2Support } from './browserSupport';
import ViewerFallback, { type FallbackReason } from './ViewerFallback';
import FrameStatsReadout from './FrameStatsReadout';
import { SNAPSHOT_SIZES, snapshotFileName, type SnapshotSize } from './snapshotSize';
import { HOTSPOT_IDS, hotspotLabel, type HotspotId, type HotspotPlacements } from './hotspots';
import { useHotspotLabelPlacements } from './hotspotLabelPlacement';
import { laterProgress, overallProgress, progressText, type LoadProgress } from './loadProgress';
import { POSTER_ASPECT, POSTER_SIZES, POSTER_WIDTHS, posterMetal, posterPath, posterSrcSet } from './poster';
import { CameraIcon, ExpandIcon, FilmIcon, GaugeIcon, LinkIcon, ResetIcon, RotateIcon } from './icons';
import { clipFileName, TURNTABLE } from './turntableClip';
import { roundCameraPose, type CameraPose } from './cameraPose';
import { linkToView, unlinkView, useLinkedView } from './useLinkedView';
import AddressProblems from '../AddressProblems';
import styles from './styles.module.css';

export type { RingConfiguration } from './configuration';

type Phase =
  | { kind: 'loading' }
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'fallback'; reason: FallbackReason; detail?: string };

export interface RealtimeViewerProps {
  configuration: RingConfiguration;
  /** What the canvas shows, for assistive technology (the canvas itself has no text). */
  label: string;
  /** Page-specific controls shown above the viewer's own toolbar (for example metal presets). */
  controls?: ReactNode;
  /** File name of the PNG snapshot. */
  snapshotName?: string;
  /**
   * The page picks the backdrop from the colour mode: the stage then follows the theme in CSS
   * from the first paint, before React knows the mode.
   */
  backdropFollowsTheme?: boolean;
  className?: string;
  /**
   * The preset view shown, null once the visitor has turned or zoomed it. Give it with
   * onViewChange to keep the view in the page's state (for example its address); without, the
   * viewer keeps it itself and starts from the three-quarter view.
   */
  view?: CameraViewId | null;
  onViewChange?: (view: CameraViewId | null) => void;
  /**
   * Nothing over the frame: no toolbar, and the "drag to turn" hint kept only as the view's
   * description. For a page that lays out its own controls around a small frame.
   */
  minimal?: boolean;
  /** Moves focus to the view once it runs, for a view the visitor has just asked for. */
  focusOnStart?: boolean;
  /**
   * What the page ignored in its address, shown in one notice with what the viewer ignored (an
   * invalid linked view).
   */
  addressProblems?: readonly string[];
}

const NO_PROBLEMS: readonly string[] = [];

/** How long a message over the view stays before it clears. */
const MESSAGE_MS = 4000;
/** How long the "drag to turn" prompt shows once the ring is on screen, unless the visitor acts first. */
const INTERACTION_PROMPT_MS = 4000;
/** How long the "use Ctrl + scroll" prompt stays after the last unengaged wheel turn. */
const WHEEL_PROMPT_MS = 1800;

/** Apple keyboards name the modifier ⌘; the wheel event reports it as metaKey. */
function zoomModifier(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';
}

/** The view the viewer opens on, turning unless the visitor prefers reduced motion; Reset view returns to it. */
const OPENING_VIEW: CameraViewId = 'hero';

const INITIAL_PROGRESS: LoadProgress = { stage: 'download', download: null };

const KEY_STEPS: Record<string, [number, number] | number> = {
  ArrowLeft: [-10, 0],
  ArrowRight: [10, 0],
  ArrowUp: [0, -6],
  ArrowDown: [0, 6],
  '+': 0.85,
  '=': 0.85,
  '-': 1 / 0.85,
  _: 1 / 0.85,
};

/** Hands a file to the browser's download, as a link to it would. */
function offerDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download synchronously; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The live ring viewer. The three.js engine is a separate chunk, imported when this component
 * mounts, so pages without a viewer never download it. The stage keeps its size from the first
 * paint (nothing below it moves), shows a loading state while the chunk arrives, and shows a still
 * image with an explanation when WebGL is missing or the context is lost.
 */

export default function RealtimeViewer({
  configuration,
  label,
  controls,
  snapshotName = 'vitrine-ring.png',
  backdropFollowsTheme = false,
  className,
  view: controlledView,
  onViewChange,
  minimal = false,
  focusOnStart = false,
  addressProblems = NO_PROBLEMS,
}: RealtimeViewerProps): ReactNode {
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const posterPlacement = usePosterPlacement(frameRef);
  const handleRef = useRef<RingViewerHandle | null>(null);
  const configurationRef = useRef(configuration);
  const reducedMotion = usePrefersReducedMotion();
  const webgl2 = useWebGL2Support();
  const fullscreenAvailable = useFullscreenEnabled();
  const [attempt, setAttempt] = useState(0);
  const [engineState, setEngineState] = useState<Phase>({ kind: 'loading' });
  const [progress, setProgress] = useState<LoadProgress>(INITIAL_PROGRESS);
  // The poster stays under the live canvas until the canvas has faded in over it.
  const [posterDone, setPosterDone] = useState(false);
  const { withBaseUrl } = useBaseUrlUtils();
  const { colorMode } = useColorMode();
  // null until the visitor chooses: then auto-rotation simply follows the reduced-motion setting.
  const [autoRotateChoice, setAutoRotateChoice] = useState<boolean | null>(null);
  const [statsVisible, setStatsVisible] = useState(false);
  const [stats, setStats] = useState<FrameStats | null>(null);
  const [hotspots, setHotspots] = useState<HotspotPlacements | null>(null);
  const hotspotsRef = useRef<HTMLDivElement>(null);
  const labelPlacements = useHotspotLabelPlacements(hotspotsRef, hotspots, configuration);
  /** The part a hotspot brought into frame, until the view moves on: its label stays shown. */
  const [framedHotspot, setFramedHotspot] = useState<HotspotId | null>(null);
  /**
   * The hotspot that has the keyboard focus: it stays shown while out of sight (dimmed), since
   * hiding it would drop the focus to the page, and auto-rotation holds so the ring does not turn
   * away under a keyboard user.
   */
  const [focusedHotspot, setFocusedHotspot] = useState<HotspotId | null>(null);
  const [snapshotSize, setSnapshotSize] = useState<SnapshotSize>('1x');
  const [fullscreen, setFullscreen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** Frames of the turntable clip drawn so far, while one is recorded. */
  const [clipProgress, setClipProgress] = useState<{ framesDone: number; frames: number } | null>(null);
  const clipAbortRef = useRef<AbortController | null>(null);
  const clipsSupported = useClipRecording();
  // Leaving the page stops a recording under way.
  useEffect(() => () => clipAbortRef.current?.abort(), []);
  const recordClipRef = useRef<HTMLButtonElement>(null);
  const cancelClipRef = useRef<HTMLButtonElement>(null);
  /** The clip's button had the focus when the clip started; it is disabled while it records, so the focus waits on Cancel. */
  const clipTookFocusRef = useRef(false);
  const recordingClip = clipProgress !== null;
  useEffect(() => {
    if (!clipTookFocusRef.current) return;
    if (recordingClip) {
      cancelClipRef.current?.focus();
      return;
    }
    clipTookFocusRef.current = false;
    // Cancel has gone; unless the visitor moved on meanwhile, the focus returns to where it started.
    if (document.activeElement === document.body) recordClipRef.current?.focus();
  }, [recordingClip]);
  const [ownView, setOwnView] = useState<CameraViewId | null>(OPENING_VIEW);
  const view = controlledView === undefined ? ownView : controlledView;
  const viewRef = useRef(view);
  const onViewChangeRef = useRef(onViewChange);
  /** The preset the engine was last sent, so a change of `view` from the page moves the camera once. */
  const shownViewRef = useRef<CameraViewId | null>(null);
  // The wheel zooms only once the visitor has engaged the view (focus, a click) or holds Ctrl/⌘;
  // otherwise it scrolls the page past it, as embedded maps do.
  const engagedRef = useRef(false);
  const [wheelPrompt, setWheelPrompt] = useState('');
  const [interactionPrompt, setInteractionPrompt] = useState(false);
  const hintId = useId();
  const autoRotate = autoRotateChoice ?? reducedMotion === false;
  const autoRotateRef = useRef(autoRotate);
  // A link may carry the exact view to open on: the address is read before the engine starts.
  const linkedView = useLinkedView(!minimal);
  const linkedPoseRef = useRef(linkedView.pose);
  /** The linked pose the engine was last sent, so a new one from the address moves the camera once. */
  const shownPoseRef = useRef<CameraPose | null>(null);
  const canStart = webgl2 === true && reducedMotion !== null && linkedView.read;
  /** The view moved on from a linked one: the address stops linking it, and any report of a bad link clears. */
  const { dismissProblems } = linkedView;
  const leaveLinkedView = useCallback(() => {
    unlinkView();
    dismissProblems();
  }, [dismissProblems]);
  const leaveLinkedViewRef = useRef(leaveLinkedView);
  const phase: Phase = webgl2 === false ? { kind: 'fallback', reason: 'no-webgl' } : engineState;

  // The engine reads the latest values when it starts, without restarting when they change.
  useLayoutEffect(() => {
    configurationRef.current = configuration;
    autoRotateRef.current = autoRotate;
    viewRef.current = view;
    onViewChangeRef.current = onViewChange;
    linkedPoseRef.current = linkedView.pose;
    leaveLinkedViewRef.current = leaveLinkedView;
  });

  const changeView = useCallback((next: CameraViewId | null) => {
    setOwnView(next);
    onViewChangeRef.current?.(next);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canStart || !canvas) return undefined;
    let cancelled = false;
    const onEvent = (event: RingViewerEvent) => {
      if (cancelled) return;
      if (event.type === 'progress') setProgress((shown) => laterProgress(shown, event.progress));
      else if (event.type === 'started') setEngineState({ kind: 'starting' });
      else if (event.type === 'ready') {
        setEngineState({ kind: 'ready' });
        setInteractionPrompt(true);
      } else if (event.type === 'context-lost' || event.type === 'failed') {
        // Nothing can be drawn any more: release what is left and offer a restart.
        handleRef.current?.dispose();
        handleRef.current = null;
        setEngineState(
          event.type === 'failed'
            ? { kind: 'fallback', reason: event.reason, detail: event.detail }
            : { kind: 'fallback', reason: 'context-lost' },
        );
      } else if (event.type === 'auto-rotate') setAutoRotateChoice(event.enabled);
      else if (event.type === 'view-changed') {
        leaveLinkedViewRef.current();
        if (event.by === 'visitor') setInteractionPrompt(false);
        if (event.by !== 'hotspot') setFramedHotspot(null);
        shownViewRef.current = null;
        changeView(null);
      } else if (event.type === 'stats') setStats(event.stats);
      else if (event.type === 'hotspots') setHotspots(event.hotspots);
    };
    shownViewRef.current = viewRef.current ?? OPENING_VIEW;
    // A linked exact view comes before the page's preset, which then no longer applies.
    const pose = linkedPoseRef.current;
    shownPoseRef.current = pose;
    if (pose) changeView(null);
    // Another view asked for from the start (a shared link) is shown held still, as a view chosen later is.
    const rotate = autoRotateRef.current && shownViewRef.current === OPENING_VIEW && !pose;
    if (autoRotateRef.current && !rotate) setAutoRotateChoice(false);
    handleRef.current = startRingViewer({
      canvas,
      configuration: configurationRef.current,
      view: shownViewRef.current,
      ...(pose ? { pose } : {}),
      autoRotate: rotate,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      onEvent,
    });
    return () => {
      cancelled = true;
      handleRef.current?.dispose();
      handleRef.current = null;
    };
  }, [attempt, canStart, changeView]);

  // Back or Forward to an entry whose address links an exact view moves the camera there; the
  // page's preset for that entry (its default, as the address names none) does not apply.
  useEffect(() => {
    const pose = linkedView.pose;
    if (!pose || pose === shownPoseRef.current || !handleRef.current) return;
    shownPoseRef.current = pose;
    shownViewRef.current = view;
    handleRef.current.showPose(pose);
    changeView(null);
  }, [linkedView.pose, engineState.kind, view, changeView]);

  // A preset chosen by the page (its address, a button) moves the camera there.
  useEffect(() => {
    if (!view || view === shownViewRef.current || !handleRef.current) return;
    shownViewRef.current = view;
    leaveLinkedView();
    handleRef.current.showView(view);
  }, [view, engineState.kind, leaveLinkedView]);

  // Messages over the view clear themselves: they must not stay over the ring.
  useEffect(() => {
    if (!interactionPrompt) return undefined;
    const timer = window.setTimeout(() => setInteractionPrompt(false), INTERACTION_PROMPT_MS);
    return () => window.clearTimeout(timer);
  }, [interactionPrompt]);
  useEffect(() => {
    if (!announcement) return undefined;
    const timer = window.setTimeout(() => setAnnouncement(''), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  // Caught before it reaches the canvas (capture phase on its frame): an unengaged wheel turn is
  // left to the page, which scrolls; the prompt says how to zoom instead.
  useEffect(() => {
    const frame = canvasRef.current?.parentElement;
    if (!frame) return undefined;
    let promptTimer = 0;
    const onWheel = (event: WheelEvent) => {
      const canvas = canvasRef.current;
      if (engagedRef.current || event.ctrlKey || event.metaKey) {
        // Over a hotspot the wheel still zooms: the canvas under it gets the turn, not the page.
        if (canvas && event.target !== canvas) {
          event.preventDefault();
          event.stopPropagation();
          canvas.dispatchEvent(new WheelEvent('wheel', event));
        }
        return;
      }
      event.stopPropagation();
      // Restarted by every turn of the wheel; re-rendered only when the text is new.
      window.clearTimeout(promptTimer);
      setWheelPrompt(`Use ${zoomModifier()} + scroll to zoom, or click the ring first`);
      promptTimer = window.setTimeout(() => setWheelPrompt(''), WHEEL_PROMPT_MS);
    };
    frame.addEventListener('wheel', onWheel, { capture: true, passive: false });
    return () => {
      window.clearTimeout(promptTimer);
      frame.removeEventListener('wheel', onWheel, { capture: true });
    };
  }, [attempt]);
  // Keep the running engine in step with the page's state.
  useEffect(() => {
    handleRef.current?.setConfiguration(configuration);
  }, [configuration]);
  useEffect(() => {
    handleRef.current?.setAutoRotate(autoRotate && focusedHotspot === null);
  }, [autoRotate, focusedHotspot, engineState.kind]);
  useEffect(() => {
    if (reducedMotion !== null) handleRef.current?.setReducedMotion(reducedMotion);
  }, [reducedMotion, engineState.kind]);
  useEffect(() => {
    handleRef.current?.setStatsEnabled(statsVisible);
  }, [statsVisible, engineState.kind]);

  useEffect(() => {
    const onChange = () => {
      const isFullscreen = document.fullscreenElement === stageRef.current;
      setFullscreen(isFullscreen);
      // In full screen there is no page to scroll: the wheel zooms.
      if (isFullscreen) engagedRef.current = true;
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const restart = useCallback(() => {
    handleRef.current?.dispose();
    handleRef.current = null;
    setEngineState({ kind: 'loading' });
    setProgress(INITIAL_PROGRESS);
    setPosterDone(false);
    setAttempt((value) => value + 1);
  }, []);

  const toggleStats = () => {
    setStats(null);
    setStatsVisible((value) => !value);
  };

  const toggleFullscreen = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await stageRef.current?.requestFullscreen();
    } catch (error) {
      setAnnouncement(`Full screen is not available here: ${errorText(error)}`);
    }
  };

  // A transparent view over the stage's backdrop is saved on that backdrop, as the visitor sees it.
  const savedBackdrop = backdropFollowsTheme ? (colorMode === 'dark' ? 'dark' : 'light') : undefined;

  const saveSnapshot = async () => {
    const handle = handleRef.current;
    if (!handle) return;
    try {
      const blob = await handle.snapshot(snapshotSize, savedBackdrop);
      const fileName = snapshotFileName(snapshotName, snapshotSize);
      offerDownload(blob, fileName);
      setAnnouncement(`Saved ${fileName} (${Math.round(blob.size / 1024)} KB).`);
    } catch (error) {
      setAnnouncement(`No snapshot: ${errorText(error)}`);
    }
  };

  const recordClip = async () => {
    const handle = handleRef.current;
    if (!handle || clipAbortRef.current) return;
    const controller = new AbortController();
    clipAbortRef.current = controller;
    clipTookFocusRef.current = document.activeElement === recordClipRef.current;
    setAnnouncement('');
    setClipProgress({ framesDone: 0, frames: TURNTABLE.seconds * TURNTABLE.fps });
    try {
      const clip = await handle.recordTurntable({
        // A video has no transparency: a transparent view is recorded on the studio backdrop of the
        // page's colour mode.
        backdrop: savedBackdrop ?? (colorMode === 'dark' ? 'dark' : 'light'),
        signal: controller.signal,
        onProgress: (framesDone, frames) => setClipProgress({ framesDone, frames }),
      });
      const fileName = clipFileName(snapshotName, clip.extension);
      offerDownload(clip.blob, fileName);
      setAnnouncement(
        `Saved ${fileName}: one turn in ${TURNTABLE.seconds} s, ${clip.width} × ${clip.height}, ${Math.round(clip.blob.size / 1024)} KB.`,
      );
    } catch (error) {
      setAnnouncement(
        error instanceof Error && error.name === 'AbortError'
          ? 'Recording cancelled: no clip was saved.'
          : `No clip: ${errorText(error)}`,
      );
    } finally {
      clipAbortRef.current = null;
      setClipProgress(null);
    }
  };

  const onCanvasKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const handle = handleRef.current;
    // While a clip records the view belongs to the recording: keys neither move it nor change the tools.
    if (step === undefined || !handle || clipAbortRef.current) return;
    event.preventDefault();
    setInteractionPrompt(false);
    if (typeof step === 'number') handle.zoom(step);
    else handle.orbit(step[0], step[1]);
    setAutoRotateChoice(false);
    setFramedHotspot(null);
    shownViewRef.current = null;
    leaveLinkedView();
    changeView(null);
  };

  const frameHotspot = (id: HotspotId) => {
    setInteractionPrompt(false);
    handleRef.current?.frameHotspot(id);
    setFramedHotspot(id);
  };

  const showView = (id: CameraViewId) => {
    setFramedHotspot(null);
    shownViewRef.current = id;
    leaveLinkedView();
    handleRef.current?.showView(id);
    changeView(id);
  };

  /**
   * Puts the view on screen into the address and copies that address. The camera takes the
   * link's rounded pose and holds still, so the link opens on exactly what the visitor sees; the
   * first move afterwards drops it from the address, as leaving a preset drops `view`.
   */
  const copyViewLink = async () => {
    const handle = handleRef.current;
    const viewed = handle?.viewedPose();
    if (!handle || !viewed) return;
    const pose = roundCameraPose(viewed);
    const url = linkToView(pose);
    shownPoseRef.current = pose;
    handle.showPose(pose);
    try {
      await navigator.clipboard.writeText(url);
      setAnnouncement('Copied a link to this view.');
    } catch {
      // No clipboard here (an insecure page, a refused permission): the address holds the link.
      setAnnouncement('The address now links to this view: copy it from the address bar.');
    }
  };

  /** Back to how the viewer started: the three-quarter view, auto-rotation as the visitor's setting has it. */
  const resetView = () => {
    setInteractionPrompt(false);
    setAutoRotateChoice(null);
    showView(OPENING_VIEW);
  };

  const running = phase.kind === 'ready' || phase.kind === 'starting';
  const ready = phase.kind === 'ready';
  /** The tools act on the view; while a clip is recorded the view belongs to the recording. */
  const toolsEnabled = ready && !clipProgress;
  const poster = posterMetal(configuration);
  const loadShare = Math.round(overallProgress(progress) * 100);

  // Without a fade (reduced motion) the poster leaves with the first frame.
  const posterShown = poster !== null && !(ready && (posterDone || reducedMotion));

  // Once: a later restart (after a lost context) does not take the focus from where the visitor is.
  const focusedOnStart = useRef(false);
  useEffect(() => {
    if (!focusOnStart || !running || focusedOnStart.current) return;
    focusedOnStart.current = true;
    frameRef.current?.focus({ preventScroll: true });
  }, [focusOnStart, running]);

  return (
    <div className={clsx(styles.viewer, className)}>
      <AddressProblems problems={[...addressProblems, ...linkedView.problems]} className={styles.addressProblems} />
      <div
        ref={stageRef}
        className={clsx(styles.stage, fullscreen && styles.fullscreen)}
        data-viewer-phase={phase.kind === 'fallback' ? phase.reason : phase.kind}
        data-backdrop={backdropFollowsTheme ? 'theme' : configuration.background}
      >
        {/* The application role hands arrow and zoom keys to the 3D view, as WAI-ARIA intends for such widgets. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={frameRef}
          className={styles.canvasFrame}
          role="application"
          aria-roledescription="3D viewer"
          aria-label={label}
          aria-describedby={running ? hintId : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={running ? 0 : -1}
          onKeyDown={onCanvasKeyDown}
          onFocus={() => {
            engagedRef.current = true;
            setWheelPrompt('');
          }}
          onBlur={() => {
            engagedRef.current = document.fullscreenElement === stageRef.current;
          }}
          // A click engages the view even where the browser would not move focus on its own.
          onPointerDown={(event) => event.currentTarget.focus({ preventScroll: true })}
        >
          {posterShown && (
            <Picture
              className={styles.poster}
              src={withBaseUrl(posterPath(poster, POSTER_WIDTHS[1]))}
              srcSet={posterSrcSet(poster, withBaseUrl)}
              sizes={POSTER_SIZES}
              width={POSTER_WIDTHS[3]}
              height={POSTER_WIDTHS[3] / POSTER_ASPECT}
              alt=""
              fetchPriority="high"
              decoding="async"
              data-viewer-poster={poster}
              style={posterPlacement}
              onTransitionEnd={() => setPosterDone(true)}
            />
          )}
          <canvas key={attempt} ref={canvasRef} className={styles.canvas} />
          {/* While a clip records, the canvas shows its frames, not the view the hotspots mark. */}
          {ready && hotspots && !clipProgress && (
            <div ref={hotspotsRef} className={styles.hotspots}>
              {HOTSPOT_IDS.map((id) => (
                <button
                  key={id}
                  type="button"
                  className={styles.hotspot}
                  hidden={!hotspots[id].visible && focusedHotspot !== id}
                  style={
                    {
                      left: hotspots[id].x,
                      top: hotspots[id].y,
                      '--label-shift': `${labelPlacements[id]?.shift ?? 0}px`,
                    } as CSSProperties
                  }
                  data-hotspot={id}
                  data-label-below={labelPlacements[id]?.below || undefined}
                  data-framed={framedHotspot === id || undefined}
                  data-out-of-sight={!hotspots[id].visible || undefined}
                  onFocus={() => setFocusedHotspot(id)}
                  onBlur={() => setFocusedHotspot((focused) => (focused === id ? null : focused))}
                  // The frame would take the focus on pointer down; the hotspot keeps it and shows its label.
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => frameHotspot(id)}
                >
                  <span className={styles.hotspotLabel}>{hotspotLabel(id, configuration)}</span>
                </button>
              ))}
            </div>
          )}
        </div>
        {/* Always in the layout, shown only while the view runs: the host counts it as an overlay from
            the start, so the ring does not move when the prompt appears. */}
        <p
          id={hintId}
          // The route's CSS loads after the global one: a minimal frame's hint takes only the global class.
          className={minimal ? 'visually-hidden' : styles.hint}
          data-prompt={interactionPrompt || undefined}
          data-running={running || undefined}
          data-frame-overlay={minimal ? undefined : true}
        >
          Drag or use the arrow keys to turn the ring; click it and scroll, pinch or press + and − to zoom.
        </p>
        <p className={clsx(styles.wheelPrompt, wheelPrompt && styles.glass)} aria-live="polite">
          {wheelPrompt}
        </p>

        {(phase.kind === 'loading' || phase.kind === 'starting') && (
          <div
            className={clsx(styles.loading, styles.glass)}
            role="progressbar"
            aria-label="Loading the 3D view"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={loadShare}
            aria-valuetext={progressText(progress)}
            data-load-stage={progress.stage}
          >
            <span className={styles.loadingText}>{progressText(progress)}</span>
            <span className={styles.loadingTrack} aria-hidden="true">
              <span className={styles.loadingBar} style={{ transform: `scaleX(${loadShare / 100})` }} />
            </span>
          </div>
        )}

        {phase.kind === 'fallback' && (
          <ViewerFallback reason={phase.reason} detail={phase.detail} configuration={configuration} onRetry={restart} />
        )}

        {statsVisible && ready && <FrameStatsReadout stats={stats} />}

        {/* The stills follow the page's controls too (one per metal), so they stay with the fallback. */}
        {controls && (
          <div className={styles.pageControls} data-frame-overlay>
            {controls}
          </div>
        )}
        {!minimal && (
          <div className={styles.toolbar} hidden={phase.kind === 'fallback'} data-frame-overlay>
            <div className={styles.tools}>
              <div className={clsx(styles.group, styles.glass)} role="group" aria-label="Camera views">
                {cameraViewIds.map((id: CameraViewId) => (
                  <button
                    key={id}
                    type="button"
                    className={styles.tool}
                    aria-pressed={view === id}
                    disabled={!toolsEnabled}
                    onClick={() => showView(id)}
                  >
                    {cameraViews[id].label}
                  </button>
                ))}
                <button
                  type="button"
                  className={styles.tool}
                  title="Reset view"
                  disabled={!toolsEnabled}
                  onClick={resetView}
                >
                  <ResetIcon /> <span className={styles.toolText}>Reset view</span>
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  title="Copy a link to this view"
                  disabled={!toolsEnabled}
                  onClick={copyViewLink}
                >
                  <LinkIcon /> <span className={styles.toolText}>Link to view</span>
                </button>
              </div>
              <div className={clsx(styles.group, styles.glass)}>
                <button
                  type="button"
                  className={styles.tool}
                  aria-pressed={autoRotate}
                  disabled={!toolsEnabled}
                  onClick={() => setAutoRotateChoice(!autoRotate)}
                >
                  <RotateIcon /> Auto-rotate
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  aria-pressed={statsVisible}
                  title="Frame time"
                  disabled={!toolsEnabled}
                  onClick={toggleStats}
                >
                  <GaugeIcon /> <span className={styles.toolText}>Frame time</span>
                </button>
                <button type="button" className={styles.tool} disabled={!toolsEnabled} onClick={saveSnapshot}>
                  <CameraIcon /> Snapshot
                </button>
                <select
                  className={clsx(styles.tool, styles.sizeSelect)}
                  aria-label="Snapshot size"
                  value={snapshotSize}
                  disabled={!toolsEnabled}
                  onChange={(event) => setSnapshotSize(event.target.value as SnapshotSize)}
                >
                  {SNAPSHOT_SIZES.map(({ id, label }) => (
                    <option key={id} value={id}>
                      {label}
                    </option>
                  ))}
                </select>
                {clipsSupported && (
                  <button
                    ref={recordClipRef}
                    type="button"
                    className={styles.tool}
                    title={`Record a turntable clip: one turn in ${TURNTABLE.seconds} seconds`}
                    disabled={!toolsEnabled}
                    onClick={recordClip}
                  >
                    <FilmIcon /> <span className={styles.toolText}>Turntable clip</span>
                  </button>
                )}
                <button
                  type="button"
                  className={styles.tool}
                  aria-pressed={fullscreen}
                  disabled={!fullscreenAvailable}
                  title={
                    fullscreenAvailable
                      ? fullscreen
                        ? 'Exit full screen'
                        : 'Full screen'
                      : 'This browser does not allow full screen here'
                  }
                  onClick={toggleFullscreen}
                >
                  <ExpandIcon />{' '}
                  <span className={styles.toolText}>{fullscreen ? 'Exit full screen' : 'Full screen'}</span>
                </button>
              </div>
            </div>
          </div>
        )}
        {clipProgress && (
          <div className={clsx(styles.clipProgress, styles.glass)}>
            <label className={styles.clipLabel}>
              Recording the turntable clip
              <progress max={clipProgress.frames} value={clipProgress.framesDone} />
            </label>
            <span className={styles.clipCount}>
              {clipProgress.framesDone} of {clipProgress.frames} frames
            </span>
            <button
              ref={cancelClipRef}
              type="button"
              className={styles.tool}
              onClick={() => clipAbortRef.current?.abort()}
              // The focus waits here while a clip records: Escape cancels as well as Enter and Space.
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.preventDefault();
                clipAbortRef.current?.abort();
              }}
            >
              Cancel
            </button>
          </div>
        )}
        <p className={clsx(styles.announcement, announcement && styles.glass)} aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
