// The part of webpack-bundle-analyzer's API that plugins/bundle-report uses. Its published types
// (@types/webpack-bundle-analyzer) would install webpack 5 as well, which this Rspack build never runs.
declare module 'webpack-bundle-analyzer' {
  export interface BundleAnalyzerOptions {
    analyzerMode?: 'server' | 'static' | 'json' | 'disabled';
    reportFilename?: string;
    openAnalyzer?: boolean;
    logLevel?: 'info' | 'warn' | 'error' | 'silent';
  }
  export class BundleAnalyzerPlugin {
    constructor(options?: BundleAnalyzerOptions);
    apply(compiler: unknown): void;
  }
}
