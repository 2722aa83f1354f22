/**
 * What a route's `handle` may say about its page: it works with the visitor's own photo or camera,
 * on the device (the colour checker, the drapes). Its Content-Security-Policy names no origin but
 * the site's own (no analytics, no checkout), and it runs no analytics, so nothing of the photo
 * could leave the device even through a script the page did not mean to run. Entered by a client
 * navigation from a page that had loaded analytics, Google's own switch stops that tag
 * (`useAnalyticsAllowed`, app/components/Analytics.tsx).
 */
export type PhotoOnDeviceHandle = { photoOnDevice?: true };

/** Whether any of the matched routes' handles says its page works with a photo on the device. */
export function isPhotoOnDevice(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PhotoOnDeviceHandle | null | undefined)?.photoOnDevice === true);
}
