import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import type { Plugin } from '@docusaurus/types';

/**
 * With BUNDLE_REPORT=<file.json> set at build time, writes webpack-bundle-analyzer's JSON report of
 * the client bundle (every chunk with its modules' raw, minified and gzip sizes) to that file.
 * `scripts/chunk-contributors.mjs` reads it. Docusaurus's own `--bundle-analyzer` flag starts the
 * analyzer's web server instead, which a script cannot read. Without the variable it adds nothing.
 */
export default function bundleReportPlugin(): Plugin {
  return {
    name: 'vitrine-bundle-report',
    configureWebpack(_config, isServer) {
      const reportFile = process.env.BUNDLE_REPORT;
      if (isServer || !reportFile) return {};
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            analyzerMode: 'json',
            reportFilename: reportFile,
            openAnalyzer: false,
            logLevel: 'warn',
          }),
        ],
      };
    },
  };
}
