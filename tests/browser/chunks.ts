import type { Page, Route } from '@playwright/test';

/**
 * Helpers that stand between the browser and the site's JavaScript chunks, to put a built page
 * into states a visitor meets only on a bad network or with a broken deploy: a slow route change,
 * a chunk that fails to download, a page component that throws while rendering.
 */

const CHUNK_PATTERN = '**/assets/js/*.js';

type FetchedChunk = { response: Awaited<ReturnType<Route['fetch']>>; source: string };

/**
 * The real chunk behind an intercepted request, or null when the browser dropped the request
 * meanwhile (a prefetch that a navigation cancelled): such a request needs no answer.
 */
async function fetchChunk(route: Route): Promise<FetchedChunk | null> {
  try {
    const response = await route.fetch();
    return { response, source: await response.text() };
  } catch {
    await route.abort().catch(() => undefined);
    return null;
  }
}

/** Answers a request; false when the browser dropped it before the answer ("Fetch response has been disposed"). */
async function answer(route: Route, reply: Parameters<Route['fulfill']>[0]): Promise<boolean> {
  try {
    await route.fulfill(reply);
    return true;
  } catch {
    return false;
  }
}

export interface HeldChunks {
  /** How many chunk requests are waiting. */
  count(): number;
  /** Lets every waiting and every later chunk request through. */
  release(): Promise<void>;
}

/** Holds every chunk request from now on until `release()`: the next route change cannot finish. */
export async function holdChunkRequests(page: Page): Promise<HeldChunks> {
  const waiting: Route[] = [];
  let released = false;
  const handler = async (route: Route) => {
    if (released) return route.continue();
    waiting.push(route);
  };
  await page.route(CHUNK_PATTERN, handler);
  return {
    count: () => waiting.length,
    async release() {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
      await page.unroute(CHUNK_PATTERN, handler);
    },
  };
}

/** A switch for "the network is down" for the chunk that holds a page's content. */
export interface ChunkOutage {
  /** Chunk URLs that were refused so far. */
  refused: string[];
  /** Lets the chunk through from now on. */
  restore(): void;
}

/**
 * Fails every download of the chunks `isDown` picks (by URL and source) until `restore()` is
 * called. Other chunks load normally.
 */
export async function failChunks(page: Page, isDown: (url: string, source: string) => boolean): Promise<ChunkOutage> {
  const outage: ChunkOutage & { down: boolean } = {
    refused: [],
    down: true,
    restore() {
      this.down = false;
    },
  };
  await page.route(CHUNK_PATTERN, async (route) => {
    const chunk = await fetchChunk(route);
    if (!chunk) return;
    const url = route.request().url();
    if (outage.down && isDown(url, chunk.source)) {
      outage.refused.push(url);
      return route.abort('failed');
    }
    await answer(route, { response: chunk.response });
  });
  return outage;
}

/** Fails the chunks whose source contains `text` (a page's h1 text finds the chunk with its content). */
export function failChunksContaining(page: Page, text: string): Promise<ChunkOutage> {
  return failChunks(page, (_url, source) => source.includes(text));
}

/**
 * Fails every chunk the page at `path` loads on demand: all but the scripts its HTML names, so
 * every route level (layout, docs root, page, content) fails at once.
 */
export async function failRouteChunks(page: Page, path: string): Promise<ChunkOutage> {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set([...html.matchAll(/<script[^>]+src=["']?([^"'\s>]+)/g)].map((match) => match[1]));
  if (firstLoad.size === 0) throw new Error(`${path} names no script: cannot tell route chunks from the first load`);
  return failChunks(page, (url) => !firstLoad.has(new URL(url).pathname));
}

/** The page-global flag the crashing component reads; true makes it throw. */
export const CRASH_FLAG = '__vitrineTestCrash';

/** Message of the error the crashing component throws, and of its cause. */
export const CRASH_MESSAGES = {
  error: 'The page content could not be rendered',
  cause: 'Simulated failure inside the page content (browser test)',
} as const;

/**
 * Script placed before a chunk's own code. It catches the chunk as it registers with the bundler
 * runtime (`self.webpackChunk….push`) and wraps the `default` export of each of its modules, when
 * that export is a function (a React component), in a component that throws an error with a cause
 * while `window[CRASH_FLAG]` is true and otherwise renders the original.
 */
function crashingPrefix(chunkGlobal: string): string {
  return `(function () {
  var queue = (self[${JSON.stringify(chunkGlobal)}] = self[${JSON.stringify(chunkGlobal)}] || []);
  var push = queue.push;
  queue.push = function (chunk) {
    queue.push = push;
    var modules = chunk[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        var patched = function (moduleId) { return require(moduleId); };
        Object.assign(patched, require);
        patched.d = function (target, getters) {
          var wrapped = Object.assign({}, getters);
          if (getters.default) {
            var crashing;
            wrapped.default = function () {
              var original = getters.default();
              if (typeof original !== 'function') return original;
              crashing = crashing || function CrashingPageContent(props) {
                if (window[${JSON.stringify(CRASH_FLAG)}]) {
                  throw new Error(${JSON.stringify(CRASH_MESSAGES.error)}, {
                    cause: new Error(${JSON.stringify(CRASH_MESSAGES.cause)}),
                  });
                }
                return original(props);
              };
              return crashing;
            };
          }
          return require.d(target, wrapped);
        };
        return factory.call(this, module, exports, patched);
      };
    });
    return push.apply(this, arguments);
  };
})();
`;
}

/**
 * Serves the chunks whose source contains `text` with their React component exports wrapped so
 * that they throw while the page-global CRASH_FLAG is true (set it before the page renders them).
 * Returns the URLs of the chunks it changed.
 */
export async function crashChunksContaining(page: Page, text: string): Promise<string[]> {
  const changed: string[] = [];
  await page.route(CHUNK_PATTERN, async (route) => {
    const chunk = await fetchChunk(route);
    if (!chunk) return;
    const { response, source } = chunk;
    const chunkGlobal = /\(self\.(webpackChunk\w+)=self\.\1\|\|\[\]\)\.push/.exec(source)?.[1];
    if (!source.includes(text) || !chunkGlobal) {
      await answer(route, { response });
      return;
    }
    // Only chunks that reached the page count: a dropped prefetch is requested again when needed.
    if (await answer(route, { response, body: crashingPrefix(chunkGlobal) + source }))
      changed.push(route.request().url());
  });
  return changed;
}
