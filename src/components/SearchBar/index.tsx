import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';

import { MAX_QUERY_LENGTH } from '../../search/queryParser';
import { useSearchTags } from '../../search/tags';
import { useLockBodyScroll } from './useLockBodyScroll';
import { settingsFromPluginData, type SearchPluginData, type SearchResult } from '../../search/types';
import type { SearchController, SearchState } from './controller';
import type { SearchCode } from './searchCode';
import { hasAnswered, StatusMessage } from './StatusMessage';
import { STALL_THRESHOLD_MS } from './timing';
import { shortcutLabel, useSearchShortcuts } from './shortcuts';
import { useClientValue } from '../../hooks/useClientValue';
import styles from './styles.module.css';

/** The search code, fetched once per visit on the first sign that the user wants to search. */
let searchCodeLoad: Promise<SearchCode> | undefined;

function loadSearchCode(): Promise<SearchCode> {
  searchCodeLoad ??= import('./searchCode').then(
    ({ searchCode }) => searchCode,
    (error: unknown) => {
      searchCodeLoad = undefined; // let the next intent try again
      throw error;
    },
  );
  return searchCodeLoad;
}

/**
 * The plugin's own component: on the page a result opens, it marks the searched terms. It and mark.js
 * load only after a result was opened from the search, and stay mounted (unmounting removes the marks).
 */
const HighlightSearchResults = lazy(() =>
  import('@theme-original/SearchBar/HighlightSearchResults').then(
    (module: { HighlightSearchResults: ComponentType }) => ({
      default: module.HighlightSearchResults,
    }),
  ),
);

function carriesHighlight(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'cmfcmfhighlight' in state;
}

const noSubscription = () => () => {};
const noState = () => undefined;

/** Where a result opened from the search goes, with the terms the plugin's highlighter marks there. */
interface HighlightState {
  cmfcmfhighlight: { terms: string[]; isDocsOrBlog: boolean };
}

const texts = {
  placeholder: translate({
    id: 'cmfcmf/d-s-l.searchBar.placeholder',
    message: 'Search...',
    description: 'Placeholder shown in the search bar',
  }),
  clear: translate({
    id: 'cmfcmf/d-s-l.searchBar.clearButtonTitle',
    message: 'Clear',
    description: 'Title of the button that clears the search input',
  }),
  cancel: translate({
    id: 'cmfcmf/d-s-l.searchBar.detachedCancelButtonText',
    message: 'Cancel',
    description: 'Text of the button that closes the search panel',
  }),
  submit: translate({
    id: 'cmfcmf/d-s-l.searchBar.submitButtonTitle',
    message: 'Submit',
    description: 'Title of the button that submits the search',
  }),
  noResults: translate({
    id: 'cmfcmf/d-s-l.searchBar.noResults',
    message: 'No results found.',
    description: 'Message shown when a search finds nothing',
  }),
  loadingCode: translate({
    id: 'vitrine.search.loadingCode',
    message: 'Loading search…',
    description: 'Shown in the search panel while the search code loads',
  }),
  searching: translate({
    id: 'vitrine.search.stalled',
    message: 'Searching…',
    description: 'Shown in the search panel while a search takes longer than a moment',
  }),
  codeFailed: translate({
    id: 'vitrine.search.codeFailed',
    message: 'Search could not be loaded. Check your connection and try again.',
  }),
};

/**
 * The navbar search box. Its input is server-rendered and usable at once; the search code
 * (autocomplete-core, our query language and the results panel) loads on the first sign of intent:
 * pointer over the box, touch, focus or a shortcut (Ctrl/⌘+K, `/`). What is typed before it arrives
 * stays in the same input and is searched as soon as it does. The panel opens as a layer over the
 * page (full screen on phones) around the very same input element, once the search code, which
 * brings the layer's styles, is there; until then the status line under the box says what it waits for.
 */
export default function SearchBar(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const pluginData = usePluginData('@cmfcmf/docusaurus-search-local') as SearchPluginData;
  const tags = useSearchTags();
  const history = useHistory<HighlightState>();
  const location = useLocation();
  const { pathname } = location;

  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [searchCode, setSearchCode] = useState<SearchCode>();
  const [searchCodeFailed, setSearchCodeFailed] = useState(false);
  const [controller, setController] = useState<SearchController>();
  // Before the search code arrives, the box keeps its own query, and the page it was opened on.
  const [draft, setDraft] = useState('');
  const [draftOpenOn, setDraftOpenOn] = useState<string>();
  const draftOpen = draftOpenOn === pathname;
  const [highlighting, setHighlighting] = useState(() => carriesHighlight(location.state));
  const shortcut = useClientValue(shortcutLabel, undefined);

  const state = useSyncExternalStore<SearchState | undefined>(
    controller?.subscribe ?? noSubscription,
    controller?.getState ?? noState,
    noState,
  );
  const isOpen = state ? state.isOpen : draftOpen;
  // The layer's styles come with the search code: until it arrives, an open box stays in the navbar
  // and only its status line shows, under the box.
  const layer = isOpen && searchCode ? searchCode.layerStyles : undefined;
  const query = state ? state.query : draft;

  // While the search code loads, the open panel says so once the wait is noticeable.
  const waitingForCode = isOpen && !controller && !searchCodeFailed && query.trim() !== '';
  const [codeStalled, setCodeStalled] = useState(false);
  useEffect(() => {
    if (!waitingForCode) return undefined;
    const timer = window.setTimeout(() => setCodeStalled(true), STALL_THRESHOLD_MS);
    return () => {
      window.clearTimeout(timer);
      setCodeStalled(false);
    };
  }, [waitingForCode]);

  useLockBodyScroll(layer !== undefined);

  /**
   * Event-time truth, written by event handlers: the controller exists from the moment the code
   * arrives, before React renders with it, so no keystroke can fall between draft and controller.
   */
  const live = useRef<{ controller?: SearchController; draft: string; draftOpen: boolean; loading: boolean }>({
    draft: '',
    draftOpen: false,
    loading: false,
  });
  // What the controller reads when it needs it; refreshed after every render.
  const context = useRef({ tags, pluginData, history, pathname });
  useEffect(() => {
    context.current = { tags, pluginData, history, pathname };
  });

  const openResult = useCallback((result: SearchResult, url: string) => {
    live.current.controller?.close();
    live.current.controller?.input()?.blur();
    const isDocsOrBlog = result.document.type === 'docs' || result.document.type === 'blog';
    setHighlighting(true);
    context.current.history.push(url, { cmfcmfhighlight: { terms: result.terms, isDocsOrBlog } });
  }, []);

  const startLoading = useCallback(() => {
    if (live.current.controller || live.current.loading) return;
    live.current.loading = true;
    loadSearchCode().then(
      (loaded) => {
        const created = loaded.createSearchController({
          initialQuery: live.current.draft,
          baseUrl,
          placeholder: texts.placeholder,
          getTags: () => context.current.tags,
          settings: settingsFromPluginData(context.current.pluginData),
          navigate: openResult,
        });
        live.current.controller = created;
        setSearchCode(loaded);
        setController(created);
        const input = document.activeElement;
        const focused = input instanceof HTMLInputElement && input.dataset.searchInput !== undefined;
        if (live.current.draftOpen || (focused && live.current.draft.trim() !== '')) created.open();
        else if (focused) created.prefetch();
      },
      () => {
        live.current.loading = false;
        setSearchCodeFailed(true);
      },
    );
  }, [baseUrl, openResult]);

  // Outside clicks and touches close the panel (autocomplete-core decides what counts as outside).
  useEffect(() => {
    if (!controller || !container || !input) return undefined;
    const { onMouseDown, onTouchStart, onTouchMove } = controller.api.getEnvironmentProps({
      formElement: container,
      panelElement: container,
      inputElement: input,
    });
    window.addEventListener('mousedown', onMouseDown);
    window.addEventListener('touchstart', onTouchStart);
    window.addEventListener('touchmove', onTouchMove);
    return () => {
      window.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
    };
  }, [controller, container, input]);

  // A new page closes the panel (the draft panel closes by itself: it belongs to the page it opened on).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    live.current.draftOpen = false;
    controller?.close();
  }, [controller, pathname]);

  const setDraftQuery = (value: string) => {
    live.current.draft = value;
    setDraft(value);
  };

  const setDraftPanel = (open: boolean) => {
    live.current.draftOpen = open;
    setDraftOpenOn(open ? pathname : undefined);
  };

  const openPanel = () => {
    startLoading();
    const current = live.current.controller;
    if (current) {
      if (!current.getState().isOpen) current.open();
    } else {
      setDraftPanel(true);
    }
  };

  const closePanel = () => {
    if (live.current.controller) live.current.controller.close();
    else setDraftPanel(false);
  };

  const focusFromShortcut = () => {
    if (!input) return;
    input.focus();
    input.select();
    openPanel();
  };
  useSearchShortcuts(input, focusFromShortcut);

  /** The controller's prop getters, read at event time (it may exist before the render that shows it). */
  const coreInputProps = () =>
    live.current.controller?.api.getInputProps({ inputElement: input, maxLength: MAX_QUERY_LENGTH });
  const coreFormProps = () => live.current.controller?.api.getFormProps({ inputElement: input });
  const renderedInputProps = controller?.api.getInputProps({ inputElement: input, maxLength: MAX_QUERY_LENGTH });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.slice(0, MAX_QUERY_LENGTH);
    setDraftQuery(value);
    const core = coreInputProps();
    if (core) {
      core.onChange(event);
      // autocomplete-core opens the panel only once results arrive; it opens now, to show the wait.
      const current = live.current.controller;
      if (current && value.trim() !== '' && !current.getState().isOpen) current.api.setIsOpen(true);
    } else {
      setDraftPanel(true);
      startLoading();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const core = coreInputProps();
    if (core) {
      core.onKeyDown(event);
      return;
    }
    // The same rules, until autocomplete-core takes over: Escape closes, then clears; Tab closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      if (live.current.draftOpen) closePanel();
      else setDraftQuery('');
    } else if (event.key === 'Tab') {
      closePanel();
    } else if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openPanel();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const core = coreFormProps();
    if (core) core.onSubmit(event);
    else event.preventDefault();
  };

  const onReset = (event: FormEvent<HTMLFormElement>) => {
    const core = coreFormProps();
    if (core) {
      core.onReset(event);
    } else {
      event.preventDefault();
      setDraftQuery('');
      input?.focus();
    }
  };

  const onCancel = () => {
    closePanel();
    input?.blur();
  };

  const hasQuery = query.length > 0;
  const panelProps = controller?.api.getPanelProps({});
  const hasOptions = (state?.collections[0]?.items.length ?? 0) > 0;

  let status: string | undefined;
  if (searchCodeFailed && !controller) status = texts.codeFailed;
  else if (!state) status = codeStalled ? texts.loadingCode : undefined;
  else if (state.status === 'stalled') status = texts.searching;
  else if (hasAnswered(state) && !hasOptions) status = texts.noResults;
  const busy = status === texts.loadingCode || status === texts.searching;

  return (
    <div className={styles.searchBar}>
      {/* A click on it is outside the panel, which closes it (autocomplete-core's environment props). */}
      {layer && <div className={layer.backdrop} />}
      <div ref={setContainer} className={layer ? layer.layer : styles.dialog}>
        <form
          // The field's focus ring is drawn on the form (:focus-within), around input and buttons.
          data-focus-ring=""
          className={clsx(styles.form, layer?.field)}
          noValidate
          role="search"
          onSubmit={onSubmit}
          onReset={onReset}
          onPointerEnter={startLoading}
          onTouchStart={startLoading}
        >
          <button type="submit" className={styles.submit} title={texts.submit} aria-label={texts.submit}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
                fill="currentColor"
              />
            </svg>
          </button>
          <input
            ref={setInput}
            data-search-input=""
            id={renderedInputProps?.id}
            className={clsx(styles.input, layer?.input)}
            // A text field, as the ARIA combobox pattern has it (HTML allows the role on no other
            // input type); the form's search role names the landmark.
            type="text"
            role="combobox"
            aria-label={translate({ id: 'vitrine.search.inputLabel', message: 'Search the documentation' })}
            aria-expanded={isOpen}
            aria-autocomplete="list"
            aria-controls={renderedInputProps?.['aria-controls']}
            // Only while an option exists: with no results autocomplete-core still names the first.
            aria-activedescendant={hasOptions ? renderedInputProps?.['aria-activedescendant'] : undefined}
            placeholder={texts.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            spellCheck={false}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            enterKeyHint={renderedInputProps?.enterKeyHint ?? 'search'}
            value={query}
            onChange={onChange}
            onCompositionEnd={(event) => coreInputProps()?.onCompositionEnd(event)}
            onKeyDown={onKeyDown}
            onFocus={(event) => {
              startLoading();
              coreInputProps()?.onFocus(event);
              live.current.controller?.prefetch();
            }}
            onClick={(event) => {
              coreInputProps()?.onClick(event);
              openPanel();
            }}
            // Before the search code (and the layer with its backdrop) arrives, leaving the box closes it.
            onBlur={() => {
              if (!live.current.controller) setDraftPanel(false);
            }}
          />
          {shortcut && !hasQuery && !isOpen && (
            <kbd className={styles.shortcut} aria-hidden="true">
              {shortcut}
            </kbd>
          )}
          <button type="reset" className={styles.clear} title={texts.clear} aria-label={texts.clear} hidden={!hasQuery}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="m12 10.59 5.3-5.3 1.41 1.42-5.3 5.29 5.3 5.3-1.41 1.41-5.3-5.3-5.29 5.3-1.42-1.41 5.3-5.3-5.3-5.29 1.42-1.42Z"
                fill="currentColor"
              />
            </svg>
          </button>
          {layer && (
            <button type="button" className={layer.cancel} title={texts.cancel} onClick={onCancel}>
              {texts.cancel}
            </button>
          )}
        </form>
        {layer && controller && state && searchCode && (
          <div className={layer.panel} {...panelProps}>
            {query.trim() === '' ? (
              <searchCode.SearchTips />
            ) : (
              <>
                <StatusMessage message={status} busy={busy} />
                <searchCode.ResultsPanel controller={controller} state={state} onOpen={openResult} />
              </>
            )}
          </div>
        )}
        {isOpen && !layer && (
          <StatusMessage message={status} busy={busy} className={status ? styles.statusUnderBox : undefined} />
        )}
      </div>
      {highlighting && (
        <Suspense fallback={null}>
          <HighlightSearchResults />
        </Suspense>
      )}
    </div>
  );
}
