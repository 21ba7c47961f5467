import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import type { Application, ProjectReflection } from 'typedoc';

import { inputFingerprint, outputFingerprint } from './fingerprint';
import { loadTypedoc } from './loadTypedoc.cjs';
import { syncDirectory, type SyncResult } from './syncDirectory';

export interface LiveApiReferenceOptions {
  siteDir: string;
  /** Where the site reads the reference (docs/api), absolute. */
  outDir: string;
  /** The SDK sources; a change to any file there regenerates the reference. */
  sdkDir: string;
  /** Working folder: TypeDoc renders here, then only changed pages are copied to `outDir`. */
  cacheDir: string;
  /** TypeDoc options as the site build uses them (config/typedoc.ts). */
  typedocOptions: Record<string, unknown>;
  /** Files besides sdk/ whose content decides the output (our TypeDoc plugin). */
  configFiles: string[];
}

/** The outcome of one TypeDoc run: its warnings and errors, and the pages it changed. */
export interface RunReport {
  problems: string[];
  changed: SyncResult | undefined;
}

type Listener = (report: RunReport) => void;

interface Stamp {
  input: string;
  output: string;
}

const PREFIX = '[api reference]';

/** Options of docusaurus-plugin-typedoc that TypeDoc does not know. */
const DOCUSAURUS_ONLY_OPTIONS = ['id'];

/** TypeDoc's own Markdown plugins, which docusaurus-plugin-typedoc adds in the build. */
const MARKDOWN_PLUGINS = ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme'];

/** TypeDoc's log levels (its LogLevel enum). */
const WARN = 2;

/**
 * The API reference under `npm start`. It reuses the Markdown of the previous run when nothing it is
 * made from changed, and otherwise renders it once before the site loads. Once the dev server runs,
 * TypeDoc's watch mode (an incremental TypeScript program over sdk/) re-renders after each edit into a
 * working folder, and only the pages whose bytes changed are copied into docs/api. Warnings do not
 * stop anything: they are reported to listeners (the dev server shows them in its overlay).
 */
export class LiveApiReference {
  problems: string[] = [];
  private readonly options: LiveApiReferenceOptions;
  private readonly listeners = new Set<Listener>();
  private pending: string[] = [];
  private app: Application | undefined;
  private watching = false;

  constructor(options: LiveApiReferenceOptions) {
    this.options = options;
  }

  private get stagingDocsDir(): string {
    return path.join(this.options.cacheDir, 'docs');
  }

  private get stagingOutDir(): string {
    return path.join(this.stagingDocsDir, path.basename(this.options.outDir));
  }

  private get stampFile(): string {
    return path.join(this.options.cacheDir, 'stamp.json');
  }

  onReport(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** TypeDoc options for rendering into the working folder; warnings are reported instead of thrown. */
  private typedocOptions(): Record<string, unknown> {
    const options = { ...this.options.typedocOptions };
    for (const key of DOCUSAURUS_ONLY_OPTIONS) delete options[key];
    const plugins = Array.isArray(options.plugin) ? (options.plugin as string[]) : [];
    return {
      ...options,
      plugin: [...new Set([...MARKDOWN_PLUGINS, ...plugins])],
      // The theme derives sidebar ids from the path of `out` inside `docsPath`: keep it the same.
      out: this.stagingOutDir,
      docsPath: this.stagingDocsDir,
      treatWarningsAsErrors: false,
      preserveWatchOutput: true,
    };
  }

  private async fingerprints(): Promise<Stamp> {
    const { siteDir, sdkDir, configFiles, outDir } = this.options;
    const [input, output] = await Promise.all([
      inputFingerprint(siteDir, sdkDir, this.options.typedocOptions, configFiles),
      outputFingerprint(outDir),
    ]);
    return { input, output };
  }

  private async readStamp(): Promise<Stamp | undefined> {
    try {
      return JSON.parse(await readFile(this.stampFile, 'utf8')) as Stamp;
    } catch {
      return undefined;
    }
  }

  private async writeStamp(): Promise<void> {
    await mkdir(this.options.cacheDir, { recursive: true });
    await writeFile(this.stampFile, JSON.stringify(await this.fingerprints()));
  }

  private async application(): Promise<Application> {
    if (this.app) return this.app;
    const typedoc = await loadTypedoc();
    const app = await typedoc.Application.bootstrapWithPlugins(this.typedocOptions(), [
      new typedoc.TypeDocReader(),
      new typedoc.PackageJsonReader(),
      new typedoc.TSConfigReader(),
    ]);
    // Keep every warning and error of a run (TypeDoc prints them too) for the overlay.
    const log = app.logger.log.bind(app.logger);
    app.logger.log = (message, level) => {
      log(message, level);
      if (level >= WARN) this.pending.push(stripVTControlCharacters(message));
      // In watch mode a TypeScript error stops the run before conversion; TypeScript's own
      // status line is the only sign of it.
      else if (this.watching && /^(\S+ )?Found [1-9]\d* errors?\b/.test(stripVTControlCharacters(message))) {
        this.publish(undefined);
      }
    };
    this.app = app;
    return app;
  }

  private publish(changed: SyncResult | undefined): void {
    this.problems = this.pending;
    this.pending = [];
    const report = { problems: this.problems, changed };
    for (const listener of this.listeners) listener(report);
  }

  /** Renders the project into the working folder and copies the changed pages to docs/api. */
  private async render(project: ProjectReflection): Promise<SyncResult> {
    const app = await this.application();
    await app.generateOutputs(project);
    const changed = await syncDirectory(this.stagingOutDir, this.options.outDir);
    // A run with problems is not reused: the next start runs TypeDoc again and shows them at once.
    if (this.pending.length === 0) await this.writeStamp();
    else await rm(this.stampFile, { force: true });
    return changed;
  }

  private logRun(started: number, changed: SyncResult | undefined): void {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const pages = changed
      ? `${changed.written.length} page(s) written, ${changed.deleted.length} deleted`
      : 'not rendered';
    const problems = this.problems.length ? `, ${this.problems.length} TypeDoc problem(s) listed above` : '';
    console.info(`${PREFIX} ${pages} in ${seconds} s${problems}`);
  }

  /**
   * Makes docs/api current before the site loads: skipped when the sources, options and output
   * are those of the previous run.
   */
  async prepare(): Promise<void> {
    if (this.watching) return;
    const [stamp, now] = await Promise.all([this.readStamp(), this.fingerprints()]);
    if (stamp && stamp.input === now.input && stamp.output === now.output) {
      console.info(`${PREFIX} sdk/ unchanged since the last run: reusing docs/api`);
      return;
    }
    const started = Date.now();
    let changed: SyncResult | undefined;
    try {
      const app = await this.application();
      const project = await app.convert();
      if (project) changed = await this.render(project);
    } catch (error) {
      this.pending.push(error instanceof Error ? error.message : String(error));
    }
    this.publish(changed);
    this.logRun(started, changed);
  }

  /** Regenerates the reference after every change to sdk/, until the process ends. */
  async watch(): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    const app = await this.application();
    let firstRun = true;
    void app.convertAndWatch(async (project) => {
      const started = Date.now();
      let changed: SyncResult | undefined;
      try {
        app.validate(project);
        changed = await this.render(project);
      } catch (error) {
        // Our TypeDoc plugin throws after rendering when TypeDoc logged an error.
        if (!(error instanceof Error && error.message.startsWith('TypeDoc '))) {
          this.pending.push(error instanceof Error ? error.message : String(error));
        }
      }
      this.publish(changed);
      if (changed?.written.length || changed?.deleted.length || this.problems.length) this.logRun(started, changed);
      if (firstRun) console.info(`${PREFIX} watching sdk/ for changes`);
      firstRun = false;
    });
  }
}
