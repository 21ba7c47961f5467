import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import SdkVersionLabel from '../../components/SdkVersionLabel';

/** Wraps the theme's navbar item registry: adds our `custom-sdkVersion` item, keeps every stock type. */
export default {
  ...ComponentTypes,
  'custom-sdkVersion': SdkVersionLabel,
};
