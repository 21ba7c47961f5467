import { describe, expect, it } from 'vitest';

import { createSecretScanner, secretEnvironmentValues } from '../secret-scan.mjs';

// Samples are assembled at run time so that this file itself holds no token-shaped string.
const sample = (...parts: string[]) => parts.join('');

describe('secret scan', () => {
  it.each([
    ['GitHub token', sample('ghp', '_', 'wWPw5k4aXcaT4fNP0UcnZwJUVFk6LO0pINUx'), 'secretlint-rule-github'],
    ['npm token', sample('npm', '_', 'Zq8rT2vX9pL4mN7wB1cKa1B2c3D4e5F6g7H8'), 'secretlint-rule-npm'],
    [
      'Slack token',
      sample('xox', 'b-', '1234567890-1234567890123-', 'AbCdEfGhIjKlMnOpQrStUvWx'),
      'secretlint-rule-slack',
    ],
  ])('finds a %s in built code', async (_kind, token, rule) => {
    const scan = await createSecretScanner();
    const findings = await scan(`const before = 1;\nconst value = "${token}";\n`, 'build/assets/js/main.js');
    expect(findings).toEqual([expect.objectContaining({ line: 2, rule: expect.stringContaining(rule) })]);
  });

  it('leaves documented placeholders and ordinary code alone', async () => {
    const scan = await createSecretScanner();
    const text = [
      "const viewer = new ViewerApp({ canvas, licenseKey: 'YOUR_LICENSE_KEY' });",
      "apiKey: 'xxxxxxxxxxxxxxxx'",
      'token: "${NPM_TOKEN}"',
      'function tokenize(text) { return text.split(" "); }',
    ].join('\n');
    expect(await scan(text, 'build/docs/intro.html')).toEqual([]);
  });

  it('watches secret-named environment values, not public ones', () => {
    const env = {
      NPM_TOKEN: 'n0tAr3alT0kenButL0ng',
      DEPLOY_PASSWORD: 'short',
      GTAG_TRACKING_ID: 'G-ABCDEFGHIJ12',
      HOME: '/home/someone/with/a/long/path',
    };
    expect(secretEnvironmentValues(env)).toEqual([{ name: 'NPM_TOKEN', value: env.NPM_TOKEN }]);
  });
});
