// Patterns of credentials that must never ship in a static site. Kept apart from the scanner so
// that the unit tests can prove each pattern fires on a sample and stays quiet on placeholders.

/** @typedef {{ name: string, pattern: RegExp }} SecretRule */

/** @type {readonly SecretRule[]} */
export const SECRET_RULES = Object.freeze([
  { name: 'private key', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/ },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})\b/ },
  { name: 'GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}\b/ },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { name: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/ },
  { name: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/]{20,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'Stripe secret key', pattern: /\b(?:sk|rk)_live_[0-9A-Za-z]{20,}\b/ },
  { name: 'OpenAI key', pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}\b/ },
  { name: 'JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  {
    name: 'credential assignment',
    pattern:
      /\b(?:api[_-]?key|secret|client[_-]?secret|password|passwd|auth[_-]?token|access[_-]?token)["']?\s*[:=]\s*["']([^"'\s]{12,})["']/i,
  },
]);

/**
 * Values that document where a secret goes rather than being one: YOUR_API_KEY, <token>, xxxx…,
 * ${ENV_VAR}, "example", "placeholder".
 * @param {string} value
 */
export function isPlaceholder(value) {
  return (
    /^[A-Z0-9_<>{}$.-]+$/.test(value) ||
    /^(.)\1{7,}$/.test(value) ||
    /your|example|placeholder|dummy|changeme|redacted|\$\{/i.test(value)
  );
}

/**
 * @typedef {{ rule: string, line: number, excerpt: string }} Finding
 */

/**
 * Every credential-like match in a text, except placeholders in credential assignments.
 * @param {string} text
 * @returns {Finding[]}
 */
export function findSecrets(text) {
  /** @type {Finding[]} */
  const findings = [];
  for (const rule of SECRET_RULES) {
    const global = new RegExp(
      rule.pattern.source,
      rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const value = match[1] ?? match[0];
      if (rule.name === 'credential assignment' && isPlaceholder(value)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      findings.push({ rule: rule.name, line, excerpt: `${match[0].slice(0, 12)}…` });
    }
  }
  return findings;
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
