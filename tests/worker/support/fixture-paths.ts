/** Paths among the fixture files (fixture-files.ts), shared by the global setup and the tests inside workerd. */
export const PHONE_PHOTO = "phone.jpg";
/** The demo covers are served under their R2 keys. */
export const DEMO_COVER_PREFIX = "photos/";
/** A photo with a location and the camera in EXIF and XMP, per format the library takes besides JPEG. */
export const LOCATED_PHOTOS = { png: "located.png", webp: "located.webp", avif: "located.avif" } as const;
/** The studio's own calendar, as Google Calendar's secret address serves it: a weekly event on Thursdays, 11:00–12:00 in Amsterdam. */
export const STUDIO_CALENDAR = "studio-calendar.ics";
