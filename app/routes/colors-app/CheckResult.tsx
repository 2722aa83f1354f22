import type { CheckVerdict } from "~/color/check-verdict";
import type { CheckedColor } from "~/color/palette-checker";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    difference: "CIEDE2000 colour difference",
    verdict: { close: "close", borderline: "borderline", "not yours": "not yours" } satisfies Record<CheckVerdict, string>,
    /** ΔE00 with one decimal, as the page's language writes it. */
    number: (value: number) => value.toFixed(1),
    status: (palette: string, name: string, verdict: string, deltaE: string) => `Nearest in ${palette}: ${name}, ${verdict}, delta E ${deltaE}.`,
  },
  nl: {
    difference: "CIEDE2000-kleurverschil",
    verdict: { close: "dichtbij", borderline: "twijfelgeval", "not yours": "niet jouw kleur" },
    number: (value: number) => value.toFixed(1).replace(".", ","),
    status: (palette: string, name: string, verdict: string, deltaE: string) => `Dichtstbij in ${palette}: ${name}, ${verdict}, delta E ${deltaE}.`,
  },
});

/** The sentence a screen reader announces for a checked colour: its nearest palette colour and the verdict. */
export function useCheckStatus(): (palette: string, matches: readonly CheckedColor[]) => string {
  const words = useWords(WORDS);
  return (palette, [nearest]) => (nearest ? words.status(palette, nearest.name, words.verdict[nearest.verdict], words.number(nearest.deltaE)) : "");
}

type CheckResultProps = {
  /** Says what was checked; the colour's hex follows it. */
  heading: string;
  level: 3 | 4;
  hex: string;
  matches: readonly CheckedColor[];
};

/** A checked colour beside its nearest palette colours, each with its ΔE00 and the verdict in words. */
export function CheckResult({ heading, level, hex, matches }: CheckResultProps) {
  const words = useWords(WORDS);
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="check-answer">
      <div className="match-heading">
        <span className="match-heading__chip" style={{ backgroundColor: hex }} aria-hidden="true" />
        <Heading>
          {heading} <code>{hex}</code>
        </Heading>
      </div>
      <ol className="check-list">
        {matches.map((color) => (
          <li key={color.hex} className="check-list__item">
            <span className="match__pair" aria-hidden="true">
              <span style={{ backgroundColor: hex }} />
              <span style={{ backgroundColor: color.hex }} />
            </span>
            <span className="check-list__colour">
              <span className="match__name">{color.name}</span> <code>{color.hex}</code>
            </span>
            <span className="check-list__distance">
              <abbr title={words.difference}>ΔE00</abbr>
              {` ${words.number(color.deltaE)}`}
            </span>
            <strong className={`verdict verdict--${color.verdict.replace(" ", "-")}`}>{words.verdict[color.verdict]}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}
