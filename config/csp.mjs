// Options of the site's Content-Security-Policy (scripts/lib/csp.mjs builds it over a build).

/** Hosts gtag.js loads from and reports to; allowed only when the build ships analytics. */
export const ANALYTICS_SOURCES = Object.freeze({
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
});
