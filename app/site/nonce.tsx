import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response on the server; an empty string in the browser. */
export const useNonce = () => useContext(NonceContext);
