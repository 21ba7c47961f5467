import { describe, expect, it } from 'vitest';

import { findSecrets, isPlaceholder, secretEnvironmentValues } from '../../scripts/lib/secrets.mjs';

// Samples are assembled at run time so that this file itself holds no token-shaped string.
const sample = (...parts: string[]) => parts.join('');

describe('secret scan', () => {
  it.each([
    ['GitHub token', sample('ghp', '_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8')],
    ['AWS access key id', sample('AKIA', 'IOSFODNN7EXAMPLQ')],
    ['private key', sample('-----BEGIN ', 'RSA PRIVATE KEY-----')],
    ['Stripe secret key', sample('sk', '_live_', '4eC39HqLyjWDarjtT1zdp7dc')],
    [
      'JSON web token',
      sample('eyJhbGciOiJIUzI1NiJ9', '.', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.', 'dozjgNryP4J3jVmNHl0w5N'),
    ],
    ['credential assignment', sample('const config = { apiKey', ': "Zq8rT2vX9pL4mN7wB1cK" }')],
  ])('finds a %s', (rule, text) => {
    expect(findSecrets(`before\n${text}\nafter`)).toEqual([expect.objectContaining({ rule, line: 2 })]);
  });

  it('leaves documented placeholders and ordinary code alone', () => {
    const text = [
      "const viewer = new ViewerApp({ canvas, licenseKey: 'YOUR_LICENSE_KEY' });",
      'password: "<your password here>"',
      "apiKey: 'xxxxxxxxxxxxxxxx'",
      'token: "${NPM_TOKEN}"',
      'function tokenize(text) { return text.split(" "); }',
    ].join('\n');
    expect(findSecrets(text)).toEqual([]);
    expect(isPlaceholder('YOUR_API_KEY')).toBe(true);
    expect(isPlaceholder('Zq8rT2vX9pL4mN7wB1cK')).toBe(false);
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
