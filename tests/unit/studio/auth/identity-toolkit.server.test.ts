import { describe, expect, it } from "vitest";
import { authFailureOf, createIdentityToolkit } from "~/studio/auth/identity-toolkit.server";

type Sent = { url: string; init: RequestInit };

function recordingFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const refusal = (message: string, status = 400) => new Response(JSON.stringify({ error: { code: status, message } }), { status });

describe("Identity Toolkit over REST", () => {
  it("signs in at Google's address with the API key, or at the emulator's locally", async () => {
    const google = recordingFetch(() => Response.json({ idToken: "t", localId: "u", email: "a@b.example" }));
    const result = await createIdentityToolkit({ projectId: "p", apiKey: "key 1", fetch: google.fetchImpl }).signInWithPassword("a@b.example", "pw");
    expect(result).toEqual({ ok: true, value: { idToken: "t", localId: "u", email: "a@b.example" } });
    expect(google.sent[0]!.url).toBe("https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=key%201");
    expect(JSON.parse(String(google.sent[0]!.init.body))).toEqual({ email: "a@b.example", password: "pw", returnSecureToken: true });

    const emulator = recordingFetch(() => Response.json({}));
    await createIdentityToolkit({ projectId: "demo-p", apiKey: "k", emulatorHost: "127.0.0.1:9099", fetch: emulator.fetchImpl }).createAccount("new@b.example");
    expect(emulator.sent[0]!.url).toBe("http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-p/accounts");
    expect(new Headers(emulator.sent[0]!.init.headers).get("Authorization")).toBe("Bearer owner");
    expect(JSON.parse(String(emulator.sent[0]!.init.body))).toEqual({ email: "new@b.example", emailVerified: true });
  });

  it("maps Firebase's refusals to a small union; an existing account is no failure when creating one", async () => {
    expect(authFailureOf("INVALID_LOGIN_CREDENTIALS")).toBe("invalid-credentials");
    expect(authFailureOf("EMAIL_NOT_FOUND")).toBe("invalid-credentials");
    expect(authFailureOf("INVALID_PASSWORD")).toBe("invalid-credentials");
    expect(authFailureOf("USER_DISABLED")).toBe("user-disabled");
    expect(authFailureOf("TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled")).toBe("too-many-attempts");
    expect(authFailureOf("WEAK_PASSWORD : Password should be at least 6 characters")).toBe("weak-password");
    expect(authFailureOf("EXPIRED_OOB_CODE")).toBe("expired-code");
    expect(authFailureOf("INVALID_OOB_CODE")).toBe("invalid-code");
    expect(authFailureOf("SOMETHING_NEW")).toBe("other");

    const exists = recordingFetch(() => refusal("EMAIL_EXISTS"));
    expect(await createIdentityToolkit({ projectId: "p", emulatorHost: "h:1", fetch: exists.fetchImpl }).createAccount("a@b.example")).toEqual({ ok: true, value: { created: false } });
  });

  it("is 'unavailable' when Firebase fails or does not answer in time, and 'not-configured' without a key or credentials", async () => {
    const down = recordingFetch(() => refusal("INTERNAL", 503));
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: down.fetchImpl }).checkResetCode("c")).toMatchObject({ ok: false, failure: "unavailable" });

    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as typeof fetch;
    const started = Date.now();
    const slow = await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: hanging, timeoutMs: 50 }).sendPasswordReset("a@b.example", "https://x.example/studio/sign-in");
    expect(slow).toMatchObject({ ok: false, failure: "unavailable" });
    expect(Date.now() - started).toBeLessThan(1000);

    const nothing = recordingFetch(() => Response.json({}));
    expect(await createIdentityToolkit({ projectId: "p", fetch: nothing.fetchImpl }).signInWithPassword("a@b.example", "pw")).toMatchObject({ ok: false, failure: "not-configured" });
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: nothing.fetchImpl }).createAccount("a@b.example")).toMatchObject({ ok: false, failure: "not-configured" });
    expect(nothing.sent).toEqual([]);
  });
  it("sends a sign-in or a code check once more when its connection broke before any answer, but never a reset email or a password change", async () => {
    const brokenOnce = () => {
      let calls = 0;
      const fetchImpl = (async () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Network connection lost.");
        return Response.json({ idToken: "t", localId: "u", email: "a@b.example", requestType: "PASSWORD_RESET" });
      }) as unknown as typeof fetch;
      return { fetchImpl, calls: () => calls };
    };
    const signIn = brokenOnce();
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: signIn.fetchImpl }).signInWithPassword("a@b.example", "pw")).toMatchObject({ ok: true });
    expect(signIn.calls()).toBe(2);
    const check = brokenOnce();
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: check.fetchImpl }).checkResetCode("c")).toMatchObject({ ok: true });
    expect(check.calls()).toBe(2);

    // Repeating these could send a second email or find the code used up by the first.
    const reset = brokenOnce();
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: reset.fetchImpl }).sendPasswordReset("a@b.example", "https://x.example/studio/sign-in")).toMatchObject({ ok: false, failure: "unavailable" });
    expect(reset.calls()).toBe(1);
    const newPassword = brokenOnce();
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: newPassword.fetchImpl }).resetPassword("c", "a long new password")).toMatchObject({ ok: false, failure: "unavailable" });
    expect(newPassword.calls()).toBe(1);

    // Twice broken is unavailable, after two tries only.
    let always = 0;
    const down = (async () => {
      always += 1;
      throw new TypeError("Network connection lost.");
    }) as unknown as typeof fetch;
    expect(await createIdentityToolkit({ projectId: "p", apiKey: "k", fetch: down }).signInWithPassword("a@b.example", "pw")).toMatchObject({ ok: false, failure: "unavailable" });
    expect(always).toBe(2);
  });
});
