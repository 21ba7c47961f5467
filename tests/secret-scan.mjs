// Secret scanning of the build output: secretlint's recommended rules find known token formats and
// private keys; on top, the value of any secret-named environment variable of this process must not
// appear in the output (a CI secret passed into the build by mistake has no recognisable format).
import { createEngine } from '@secretlint/node';

/** secretlint with its recommended preset, reporting as JSON so findings can be counted. */
export async function createSecretScanner() {
  const engine = await createEngine({
    formatter: 'json',
    color: false,
    maskSecrets: true,
    configFileJSON: { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend' }] },
  });
  /**
   * @param {string} content
   * @param {string} filePath
   * @returns {Promise<{ rule: string, line: number, message: string }[]>}
   */
  return async function scan(content, filePath) {
    const { output } = await engine.executeOnContent({ content, filePath });
    const results =
      /** @type {{ messages: { ruleId: string, loc: { start: { line: number } }, message: string }[] }[]} */ (
        JSON.parse(output || '[]')
      );
    return results.flatMap(({ messages }) =>
      messages.map((message) => ({ rule: message.ruleId, line: message.loc.start.line, message: message.message })),
    );
  };
}

/**
 * Values of the current environment that look like credentials (by variable name), long enough to
 * be found verbatim without false alarms. GTAG_TRACKING_ID is public by design.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ name: string, value: string }[]}
 */
export function secretEnvironmentValues(env) {
  return Object.entries(env)
    .filter(
      ([name, value]) => /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|API_?KEY|AUTH/i.test(name) && (value ?? '').length >= 12,
    )
    .filter(([name]) => name !== 'GTAG_TRACKING_ID')
    .map(([name, value]) => ({ name, value: value ?? '' }));
}
