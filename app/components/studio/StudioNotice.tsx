import type { ReactNode } from "react";

/**
 * A line at the top of a studio page about what just happened: done ("ok", read out when the
 * reader is free) or refused ("error", read out at once).
 */
export function StudioNotice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p className={`studio-status studio-status--${tone}`} role={tone === "ok" ? "status" : "alert"}>
      {children}
    </p>
  );
}
