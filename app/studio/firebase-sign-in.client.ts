/**
 * Firebase Authentication in the browser, for the sign-in page only (loaded on demand, so no other
 * page carries it). The session is the worker's cookie: Firebase keeps nothing in the browser.
 */
import { initializeApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signInWithPopup,
  type Auth,
} from "firebase/auth";

export type FirebaseSettings = { apiKey: string; authDomain?: string; projectId: string; emulatorUrl?: string };

let auth: Auth | undefined;

function authFor(settings: FirebaseSettings): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Signs in with Firebase and returns the ID token the worker turns into a session. */
export async function signInForIdToken(
  settings: FirebaseSettings,
  method: { email: string; password: string } | { google: true },
): Promise<string> {
  const firebaseAuth = authFor(settings);
  const credential =
    "google" in method
      ? await signInWithPopup(firebaseAuth, new GoogleAuthProvider(), browserPopupRedirectResolver)
      : await signInWithEmailAndPassword(firebaseAuth, method.email, method.password);
  return credential.user.getIdToken();
}

/** Firebase's error codes in words a studio member can act on. */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  switch (code) {
    case "auth/invalid-credential":
    case "auth/wrong-password":
    case "auth/user-not-found":
    case "auth/invalid-email":
      return "That email address and password don't match a studio account.";
    case "auth/user-disabled":
      return "This account has been switched off in Firebase.";
    case "auth/too-many-requests":
      return "Too many attempts. Wait a few minutes, or reset the password, and try again.";
    case "auth/network-request-failed":
      return "Firebase could not be reached. Check the connection and try again.";
    case "auth/popup-closed-by-user":
    case "auth/cancelled-popup-request":
      return "The Google window was closed before signing in finished.";
    default:
      return "Signing in didn't work. Try again in a moment.";
  }
}
