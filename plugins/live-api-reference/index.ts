import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
// Docusaurus types its bundler API with webpack's types; under `future.v4` Rspack runs it, with the same hooks.
import type { Compiler, WebpackPluginInstance } from 'webpack';

import { LiveApiReference } from './session';

export interface LiveApiReferencePluginOptions {
  /** TypeDoc options as the production build passes them to docusaurus-plugin-typedoc. */
  typedocOptions: Record<string, unknown> & { out: string };
  /** The SDK's source folder, relative to the site. */
  sdkDir: string;
  /** Our TypeDoc plugin and other files whose content shapes the output, relative to the site. */
  configFiles: string[];
}

const NAME = 'vitrine-live-api-reference';

/**
 * One session per process: Docusaurus re-runs plugin set-up when the site config changes, and a
 * second TypeDoc watcher would race the first.
 */
const SESSION_KEY = Symbol.for('vitrine.liveApiReference');
type SessionStore = { [SESSION_KEY]?: LiveApiReference };

function sharedSession(create: () => LiveApiReference): LiveApiReference {
  const store = globalThis as SessionStore;
  return (store[SESSION_KEY] ??= create());
}

function overlayMessage(problem: string): string {
  return `TypeDoc (API reference from sdk/): ${problem}\nThe production build fails on this; the dev server keeps running.`;
}

/**
 * Puts TypeDoc's warnings and errors into the dev server's compilation as errors (the build treats
 * warnings as errors too), so they show in the browser overlay. Starts TypeDoc's watch mode with
 * the dev server's first compilation (`watchRun` fires only in watch mode).
 */
class TypedocProblemsPlugin implements WebpackPluginInstance {
  private readonly session: LiveApiReference;

  constructor(session: LiveApiReference) {
    this.session = session;
  }

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    // thisCompilation: the main compilation only, not child compilations, so each problem shows once.
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const problem of this.session.problems) {
            const error = new WebpackError(overlayMessage(problem));
            error.name = 'TypeDocProblem';
            compilation.errors.push(error);
          }
        },
      );
    });
    let shown = this.session.problems.join('\n');
    // Changed pages recompile through the docs plugin, but that compilation may start before the
    // run's problems are known: recompile whenever they change, so the overlay follows them.
    this.session.onReport(({ problems }) => {
      const now = problems.join('\n');
      if (now !== shown) compiler.watching?.invalidate();
      shown = now;
    });
    let devServer = false;
    compiler.hooks.watchRun.tap(NAME, () => {
      devServer = true;
    });
    // After the first compilation, so that TypeDoc's first watch run does not compete with it.
    compiler.hooks.done.tap(NAME, () => {
      if (devServer) void this.session.watch();
    });
  }
}

/**
 * Dev-only replacement for docusaurus-plugin-typedoc: the API reference reloads live as sdk/ is
 * edited, and TypeDoc is skipped at start when sdk/ has not changed since the last run. A
 * `docusaurus build` in development mode still fails on TypeDoc problems.
 */
export default async function liveApiReferencePlugin(context: LoadContext, pluginOptions: unknown): Promise<Plugin> {
  const options = pluginOptions as LiveApiReferencePluginOptions;
  const { siteDir } = context;
  const session = sharedSession(
    () =>
      new LiveApiReference({
        siteDir,
        outDir: path.resolve(siteDir, options.typedocOptions.out),
        sdkDir: path.resolve(siteDir, options.sdkDir),
        // Per site folder (not node_modules, which a copy of the site may share through a link).
        cacheDir: path.join(context.generatedFilesDir, NAME),
        typedocOptions: options.typedocOptions,
        configFiles: options.configFiles.map((file) => path.resolve(siteDir, file)),
      }),
  );
  await session.prepare();
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [new TypedocProblemsPlugin(session)] };
    },
    postBuild() {
      if (session.problems.length > 0) {
        throw new Error(`TypeDoc reported ${session.problems.length} problem(s), listed above.`);
      }
    },
  };
}
