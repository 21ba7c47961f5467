// Imported by the pages that have a python block (config/prismLanguages.ts adds the import).
import './global';
import 'prismjs/components/prism-python';
