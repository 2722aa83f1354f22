/**
 * The Permissions-Policy of the one page that may use the camera, /try-the-drapes, for itself alone:
 * the route sends it as its own header, and the security headers keep exactly this value (any other
 * a route sends is replaced by the site's, which allows the camera nowhere).
 */
export const CAMERA_FOR_ITSELF = "camera=(self), microphone=(), geolocation=(), payment=(), usb=()";
