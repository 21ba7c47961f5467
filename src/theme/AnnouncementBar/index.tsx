import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Storage key prefix of the dismissal (the theme appends a per-site namespace) and the attribute its inline script sets. */
const DISMISS_KEY_PREFIX = 'docusaurus.announcement.dismiss';
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * The theme's announcement bar, shown again when its id changes already on the first page
 * view after the change. The theme's inline script hides the bar before paint when the stored
 * dismissal is "true"; when the stored id is an older announcement's, the theme then resets the
 * dismissal and renders the bar, but the <html> attribute set by that script kept it hidden until
 * the next page load. The theme announces the reset as a storage event, on which we clear the attribute.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const showWhenReset = (event: StorageEvent) => {
      if (event.key?.startsWith(DISMISS_KEY_PREFIX) && event.newValue !== 'true') {
        document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
      }
    };
    window.addEventListener('storage', showWhenReset);
    return () => window.removeEventListener('storage', showWhenReset);
  }, []);
  return <AnnouncementBar {...props} />;
}
