import MDXComponents from '@theme-original/MDXComponents';

import ApiAnchor from '../components/ApiAnchor';

/** The stock MDX components, plus the table-row anchor the generated API pages use. */
export default {
  ...MDXComponents,
  ApiAnchor,
};
