import { createHash } from 'node:crypto';

/** Characters of the hash kept in a class name: 30 bits, for a few hundred module classes. */
const NAME_LENGTH = 5;

/**
 * The production name of a CSS module class: the first characters of a base64url hash of the
 * stylesheet's path (relative to the site) and the class's local name. A name that would start
 * with a digit or a hyphen, which a CSS class selector cannot, starts with an underscore instead.
 */
export function cssModuleClassName(stylesheet: string, localName: string): string {
  const hash = createHash('sha256').update(`${stylesheet}\0${localName}`).digest('base64url');
  const name = hash.slice(0, NAME_LENGTH);
  return /^[\d-]/.test(name) ? `_${name.slice(1)}` : name;
}
