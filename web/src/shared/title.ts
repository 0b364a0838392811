import { useEffect } from 'react';

const SITE = 'Screenshelf';

/**
 * The browser tab's title while a page shows: "<what the page is> · Screenshelf" (a library tab names
 * its kind: "Mobile apps · Screenshelf"); the site's name again once the page goes.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${SITE}`;
    return () => {
      document.title = SITE;
    };
  }, [title]);
}
