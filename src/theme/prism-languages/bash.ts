// Imported by the pages that have a bash block (config/prismLanguages.ts adds the import), so
// only they download the grammar.
import './global';
import 'prismjs/components/prism-bash';
