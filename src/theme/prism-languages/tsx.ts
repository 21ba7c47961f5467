// Imported by the pages that have a tsx block (config/prismLanguages.ts adds the import).
import './global';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
