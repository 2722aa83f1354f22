import { it } from "vitest";
import { SUB_SEASONS, DEPTHS, TEMPERATURES, CHROMAS, CONTRASTS, type SubSeason } from "~/data/seasons";
const pos: Record<string, Record<string, number>> = {
  undertone: { warm: 0, neutral: 2, cool: 4 }, depth: { light: 0, medium: 2, deep: 4 },
  chroma: { soft: 0, medium: 2, bright: 4 }, contrast: { low: 0, medium: 2, high: 4 } };
const sig: Record<string, string> = { light: "depth", deep: "depth", warm: "undertone", cool: "undertone", soft: "chroma", bright: "chroma", true: "undertone" };
function p(s: SubSeason, n: string) { const c = s.characteristics;
  return n === "undertone" ? TEMPERATURES.indexOf(c.temperature) : n === "depth" ? DEPTHS.indexOf(c.depth) : n === "chroma" ? CHROMAS.indexOf(c.chroma) : CONTRASTS.indexOf(c.contrast); }
function dist(a: Record<string, string>, s: SubSeason, base: Record<string, number>) {
  let d = 0; for (const n of Object.keys(a)) { const w = (base[n] ?? 1) * (sig[s.slug.split("-")[0]!] === n ? 2 : 1); d += w * Math.abs(p(s, n) - pos[n]![a[n]!]!); } return d; }
it("x", () => {
  const base = { undertone: 1.5, depth: 1, chroma: 1, contrast: 1 };
  const lines: string[] = []; const reached = new Set<string>();
  for (const a of ["warm","cool","neutral"]) for (const b of ["light","medium","deep"]) for (const c of ["soft","medium","bright"]) for (const d of ["low","medium","high"]) {
    const r = SUB_SEASONS.map((s) => ({ s: s.slug, d: dist({ undertone: a, depth: b, chroma: c, contrast: d }, s, base) })).sort((x, y) => x.d - y.d);
    r.filter((x) => x.d === r[0]!.d).forEach((x) => reached.add(x.s));
    lines.push(`${a} ${b} ${c} ${d}: ${r.slice(0, 4).map((x) => `${x.s}(${x.d})`).join(" ")}`);
  }
  console.log(lines.join("\n")); console.log("reached", reached.size);
});
