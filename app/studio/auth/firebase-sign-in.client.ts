/**
 * Firebase Authentication in the browser, for the sign-in page's Google button only (loaded when it
 * is pressed, so no page carries it on load; passwords are checked by the worker). The session is
 * the worker's cookie: Firebase keeps nothing in the browser.
 */
import { initializeApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  type Auth,
} from "firebase/auth";

type FirebaseSettings = { apiKey: string; authDomain?: string; projectId: string; emulatorUrl?: string };

let auth: Auth | undefined;

function authFor(settings: FirebaseSettings): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Signs in with Google through Firebase and returns the ID token the worker turns into a session. */
export async function signInWithGoogle(settings: FirebaseSettings): Promise<string> {
  const credential = await signInWithPopup(authFor(settings), new GoogleAuthProvider(), browserPopupRedirectResolver);
  return credential.user.getIdToken();
}

/** Firebase's error codes in words a studio member can act on. */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  switch (code) {
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
