// firebase-tools' superstatic loads re2 inside try/catch and falls back to
// JavaScript's RegExp. The real re2 is a native addon that node-gyp compiles
// for about two minutes of every `npm ci`; the emulators never need it.
throw new Error("re2 is left out of this project's install");
