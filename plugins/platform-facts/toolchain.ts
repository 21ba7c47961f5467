/**
 * The Node.js version the guides ask for: the `engines.node` field of Vite as the quickstart
 * installs it (`npm create vite@latest`, whose template pins a Vite range). The registry's answer is
 * captured in vite-capture.json by `node scripts/capture-toolchain.mjs`; `--check` compares it with the
 * registry of today, since `@latest` moves on without this repository.
 */
import toolchain from './vite-capture.json';

export interface ToolchainCapture {
  /** Where the guides install the tool: file and command. */
  source: { file: string; command: string };
  /** create-vite as `npm create vite@<spec>` resolves it. */
  createVite: { spec: string; version: string; node: string };
  /** The template the command names and the Vite range in its package.json. */
  template: { name: string; vite: string };
  /** The newest Vite in that range. */
  vite: { version: string; node: string };
  /** When the registry was asked (YYYY-MM-DD). */
  captured: string;
}

export const TOOLCHAIN: ToolchainCapture = toolchain;

/** One `>=x.y.z` or `^x.y.z` bound as the guides write it: "22.12+" ("20+" for "20.0.0"). */
function formatBound(version: string): string {
  const [major, minor = '0', patch = '0'] = version.split('.');
  if (patch !== '0') return `${major}.${minor}.${patch}+`;
  return minor === '0' ? `${major}+` : `${major}.${minor}+`;
}

/**
 * An `engines.node` range in the guides' words: `^20.19.0 || >=22.12.0` is "20.19+ or 22.12+"
 * (Vite's own docs say it so). Any other form of range fails: write a rule for it here rather than
 * let the site print a range it may misread.
 */
export function formatNodeRange(range: string): string {
  const bounds = range.split('||').map((part) => {
    const match = /^\s*(?:\^|>=)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(part);
    if (!match?.[1])
      throw new Error(`engines.node "${range}": only ">=x.y.z" and "^x.y.z" alternatives are understood`);
    return formatBound(match[1]);
  });
  return bounds.length === 1 ? (bounds[0] ?? '') : `${bounds.slice(0, -1).join(', ')} or ${bounds.at(-1)}`;
}

/** What the guides print for the Node.js version. create-vite and Vite must agree, or the build stops. */
export function nodeRequirement(capture: ToolchainCapture = TOOLCHAIN): string {
  if (capture.createVite.node !== capture.vite.node) {
    throw new Error(
      `create-vite ${capture.createVite.version} asks for Node ${capture.createVite.node}, Vite ${capture.vite.version} ` +
        `for ${capture.vite.node}: say in plugins/platform-facts/toolchain.ts which the guides quote`,
    );
  }
  return formatNodeRange(capture.vite.node);
}
