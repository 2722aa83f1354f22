import type { Kept } from "./tool-query";

/** The other tools' current choices, carried along so one form does not clear another's answer. */
export function KeptChoices({ values, except }: { values: Kept; except: ReadonlyArray<keyof Kept> }) {
  return (
    <>
      {(Object.entries(values) as Array<[keyof Kept, string]>)
        .filter(([name, value]) => value !== "" && !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
