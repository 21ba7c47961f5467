/**
 * The `sizes` of the home page's pictures, derived from its layout so that the browser fetches the
 * smallest file that fills each one (tests/browser/image-sizes.spec.ts checks them at every width).
 *
 * Infima's container holds the page: the screen less 1 rem a side, up to 1,140 px wide, 1,320 px
 * from a 1,440 px screen, so its content is at most 1,108 px, then 1,288 px.
 */
const CONTAINER = 'min(100vw - 2rem, 1108px)';
const CONTAINER_XL = '1288px';
const XL_FROM = 1440;

/** The hero's ring: the whole container (up to 36 rem) to 996 px, then 2 of 5 parts of it less the 2 rem gap. */
export const HERO_POSTER_SIZES = [
  '(max-width: 996px) min(100vw - 2rem, 36rem)',
  `(max-width: ${XL_FROM - 1}px) calc((${CONTAINER} - 2rem) * 0.4)`,
  `calc((${CONTAINER_XL} - 2rem) * 0.4)`,
].join(', ');

/** The capability cards: columns of at least 280 px, 20 px apart; a card's picture is 34 px narrower than it. */
const CARD_MIN = 280;
const CARD_GAP = 20;
const PICTURE_INSET = 34;

function cardPicture(container: string, columns: number): string {
  return `calc((${container} - ${(columns - 1) * CARD_GAP}px) / ${columns} - ${PICTURE_INSET}px)`;
}

/** The screen width from which the grid fits `columns` cards (the container is the screen less 2 rem). */
const fitsFrom = (columns: number) => columns * (CARD_MIN + CARD_GAP) - CARD_GAP + 32;

export const CARD_RENDER_SIZES = [
  `(max-width: ${fitsFrom(2) - 1}px) ${cardPicture(CONTAINER, 1)}`,
  `(max-width: ${fitsFrom(3) - 1}px) ${cardPicture(CONTAINER, 2)}`,
  `(max-width: ${XL_FROM - 1}px) ${cardPicture(CONTAINER, 3)}`,
  cardPicture(CONTAINER_XL, 4),
].join(', ');
