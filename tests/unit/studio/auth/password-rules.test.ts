import { describe, expect, it } from "vitest";
import { newPasswordErrors, passwordProblem } from "~/studio/auth/password-rules";

const EMAIL = "anna.jansen@plumandlinen.example";

describe("new studio passwords (ASVS V2.1)", () => {
  it("take 12 to 128 characters, counted as characters: emoji and accents count once", () => {
    expect(passwordProblem("elevenchars", EMAIL)).toMatch(/at least 12 characters \(this one has 11\)/);
    expect(passwordProblem("twelve chars", EMAIL)).toBeNull();
    expect(passwordProblem("🌷🌷🌷🌷🌷🌷🌷🌷🌷🌷🌷", EMAIL)).toMatch(/this one has 11/);
    expect(passwordProblem("crème brûlée ☕", EMAIL)).toBeNull();
    expect(passwordProblem("a".repeat(64) + "b".repeat(64), EMAIL)).toBeNull();
    expect(passwordProblem("a".repeat(64) + "b".repeat(65), EMAIL)).toBe("Use at most 128 characters.");
  });

  it("ask for no digits, capitals or symbols: plain words are fine", () => {
    expect(passwordProblem("correct horse battery staple", EMAIL)).toBeNull();
    expect(passwordProblem("alllowercaseletters", EMAIL)).toBeNull();
  });

  it("refuse the passwords tried first and the person's own address, in any case", () => {
    expect(passwordProblem("password1234", EMAIL)).toMatch(/first that anyone would try/);
    expect(passwordProblem("PlumAndLinen", EMAIL)).toMatch(/first that anyone would try/);
    expect(passwordProblem("zzzzzzzzzzzzzz", EMAIL)).toMatch(/first that anyone would try/);
    expect(passwordProblem(EMAIL.toUpperCase(), EMAIL)).toMatch(/Your email address/);
  });

  it("name the field that is wrong: the password first, then a confirmation that differs", () => {
    expect(newPasswordErrors("short", "short", EMAIL)).toEqual({ password: expect.stringMatching(/at least 12/) });
    expect(newPasswordErrors("a good long password", "a good long passwort", EMAIL)).toEqual({ confirm: expect.stringMatching(/not the same/) });
    expect(newPasswordErrors("a good long password", "a good long password", EMAIL)).toEqual({});
  });
});
