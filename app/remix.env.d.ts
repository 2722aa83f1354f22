/// <reference types="@remix-run/cloudflare" />

// The classic compiler turns these imports into the URL of a hashed file under /build/.
declare module "*.css" {
  const href: string;
  export default href;
}
declare module "*.woff2" {
  const href: string;
  export default href;
}
