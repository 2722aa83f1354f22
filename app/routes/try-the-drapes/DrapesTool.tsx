import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { colorMatrixValues, drapesInTurn, FIRST_PAIR, stepIndex, whiteBalanceGains, type Drape, type DrapeScope, type Gains, type Rgb } from "~/color/drapes";
import { useWords } from "~/site/words";
import { cameraOffered, decodePhoto, pressedStartOnPageBefore, startCamera, stopPicture, type CameraProblem, type Picture } from "./camera";
import { ColourChoice, DrapeSelect } from "./DrapeChoices";
import { DrapeFrame, WHITE_BALANCE_FILTER } from "./DrapeFrame";
import { TOOL_WORDS, type ToolWords } from "./tool-words";

export type DrapesToolProps = {
  drapes: readonly Drape[];
  seasons: ReadonlyArray<{ slug: Drape["seasonSlug"]; name: string }>;
  /**
   * What the address asks for (`?open=`): the focus goes to that button. The camera is asked for
   * as the tool appears only when "Start the camera" on the kept page, at `pagePath`, loaded this
   * document just now (`pressedStartOnPageBefore`).
   */
  opened: "camera" | "photo";
  pagePath: string;
};

const MODES = ["side-by-side", "two-at-a-time", "in-turn"] as const;
type Mode = (typeof MODES)[number];
type WhiteState = "idle" | "tapping" | "too-dark";

/**
 * The drapes on the visitor's own picture (issue 44): the front camera, asked for only when "Start
 * the camera" is pressed (here, or on the page before, which opened this one to start it), or a
 * photo decoded on the device. Nothing here sends a request: the picture goes from the camera or
 * the file to the screen, and the white sheet's colour is read from it on the device. The camera stops on "Stop the camera", on a photo, and on leaving.
 */
export function DrapesTool({ drapes, seasons, opened, pagePath }: DrapesToolProps) {
  const words = useWords(TOOL_WORDS);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [problem, setProblem] = useState<CameraProblem | "photo" | null>(null);
  const [mode, setMode] = useState<Mode>("side-by-side");
  const [pair, setPair] = useState<[string, string]>([...FIRST_PAIR]);
  const [shown, setShown] = useState<0 | 1>(0);
  const [scope, setScope] = useState<DrapeScope>("all");
  const [turn, setTurn] = useState(0);
  const [colours, setColours] = useState<Record<string, number>>({});
  const [gains, setGains] = useState<Gains | null>(null);
  const [white, setWhite] = useState<WhiteState>("idle");
  const [camera] = useState(cameraOffered);
  const mounted = useRef(true);

  // A picture replaced, or the tool gone: the old camera's tracks stop, the old photo is freed.
  useEffect(() => () => stopPicture(picture), [picture]);
  useEffect(() => {
    mounted.current = true;
    const leave = () => setPicture(null);
    window.addEventListener("pagehide", leave);
    return () => {
      mounted.current = false;
      window.removeEventListener("pagehide", leave);
    };
  }, []);

  const show = (next: Picture | null) => {
    setPicture(next);
    setGains(null);
    setWhite("idle");
  };
  const start = async () => {
    setProblem(null);
    const result = await startCamera();
    if ("problem" in result) return setProblem(result.problem);
    // Left while the browser asked: the camera the visitor allowed is stopped at once.
    if (!mounted.current) return stopPicture({ kind: "camera", stream: result.stream });
    show({ kind: "camera", stream: result.stream });
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    const bitmap = await decodePhoto(file);
    if (!bitmap) return setProblem("photo");
    if (!mounted.current) return bitmap.close();
    show({ kind: "photo", bitmap });
  };
  // Once: carry on with the press on the page before that loaded this one.
  const photoInput = useRef<HTMLInputElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const carriedOn = useRef(false);
  useEffect(() => {
    if (carriedOn.current) return;
    carriedOn.current = true;
    // Not in the effect's own turn: starting sets the tool's state.
    if (opened === "camera" && camera && pressedStartOnPageBefore(pagePath)) queueMicrotask(() => void start());
    // A file picker opens only on a tap in this page; the focus shows where.
    else (opened === "camera" ? (startButton.current ?? photoInput.current) : photoInput.current)?.focus();
  });
  const sampled = (colour: Rgb | null) => {
    const found = colour ? whiteBalanceGains(colour) : null;
    if (!found) return setWhite("too-dark");
    setGains(found);
    setWhite("idle");
  };

  const drapeOf = (slug: string) => drapes.find((drape) => drape.slug === slug) ?? drapes[0]!;
  const colourOf = (drape: Drape) => colours[drape.slug] ?? drape.start;
  const setColour = (drape: Drape) => (index: number) => setColours((known) => ({ ...known, [drape.slug]: index }));
  const inTurn = drapesInTurn(drapes, scope);
  const turnAt = Math.min(turn, inTurn.length - 1);
  const onScreen = mode === "side-by-side" ? pair.map(drapeOf) : mode === "two-at-a-time" ? [drapeOf(pair[shown])] : [inTurn[turnAt]!];

  return (
    <div className="drapes-tool" data-drapes-state="ready">
      <div className="drapes-tool__start">
        {camera && picture?.kind === "camera" ? (
          <button type="button" className="button button--primary" onClick={() => show(null)}>
            {words.stop}
          </button>
        ) : camera ? (
          <button ref={startButton} type="button" className="button button--primary" onClick={start}>
            {words.start}
          </button>
        ) : null}
        <label className="button button--secondary drapes-tool__pick">
          <input ref={photoInput} type="file" accept="image/*" onChange={pick} />
          {words.pick}
        </label>
      </div>
      <p className="drapes-tool__note">{words.stays}</p>
      <Problem problem={camera ? problem : (problem ?? "no-camera")} words={words} />

      <fieldset className="drapes-tool__modes">
        <legend>{words.compare}</legend>
        {MODES.map((each) => (
          <label key={each}>
            <input type="radio" name="drapes-mode" value={each} checked={mode === each} onChange={() => setMode(each)} /> {words.modes[each]}
          </label>
        ))}
      </fieldset>

      {picture ? (
        <div className={`drapes-tool__frames drapes-tool__frames--${onScreen.length}`}>
          {onScreen.map((drape, index) => {
            const color = drape.colors[colourOf(drape)] ?? drape.colors[0]!;
            return (
              <DrapeFrame
                key={`${index}-${drape.slug}`}
                picture={picture}
                drapeName={drape.name}
                color={color}
                label={words.frame(drape.name, color.name)}
                corrected={gains !== null}
                tap={white === "tapping" || white === "too-dark" ? { label: words.tapTarget, onSample: sampled } : null}
              />
            );
          })}
        </div>
      ) : null}

      {mode === "in-turn" ? (
        <div className="drapes-tool__controls">
          <div className="field">
            <label htmlFor="drapes-scope">{words.scope}</label>
            <select id="drapes-scope" value={scope} onChange={(event) => (setScope(event.target.value as DrapeScope), setTurn(0))}>
              <option value="all">{words.all}</option>
              {seasons.map((season) => (
                <option key={season.slug} value={season.slug}>
                  {season.name}
                </option>
              ))}
            </select>
          </div>
          <div className="drapes-tool__steps">
            <button type="button" className="button button--secondary" onClick={() => setTurn(stepIndex(turnAt, -1, inTurn.length))}>
              {words.earlier}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setTurn(stepIndex(turnAt, 1, inTurn.length))}>
              {words.later}
            </button>
          </div>
          <p aria-live="polite" className="drapes-tool__position">
            {words.position(turnAt + 1, inTurn.length, inTurn[turnAt]!.name)}
          </p>
          <ColourChoice name="drapes-turn-colour" legend={words.colourOf(inTurn[turnAt]!.name)} drape={inTurn[turnAt]!} value={colourOf(inTurn[turnAt]!)} onChange={setColour(inTurn[turnAt]!)} />
        </div>
      ) : (
        <div className="drapes-tool__controls">
          {mode === "two-at-a-time" ? (
            <div className="drapes-tool__steps">
              <button type="button" className="button button--secondary" onClick={() => setShown(shown === 0 ? 1 : 0)}>
                {words.swap}
              </button>
              <p aria-live="polite" className="drapes-tool__position">
                {words.showing(drapeOf(pair[shown]).name)}
              </p>
            </div>
          ) : null}
          <div className="drapes-tool__pair">
            {([0, 1] as const).map((side) => (
              <div key={side}>
                <DrapeSelect
                  id={`drapes-pair-${side}`}
                  label={side === 0 ? words.first : words.second}
                  drapes={drapes}
                  seasons={seasons}
                  value={pair[side]}
                  onChange={(slug) => setPair((now) => (side === 0 ? [slug, now[1]] : [now[0], slug]))}
                />
                <ColourChoice name={`drapes-pair-colour-${side}`} legend={words.colourOf(drapeOf(pair[side]).name)} drape={drapeOf(pair[side])} value={colourOf(drapeOf(pair[side]))} onChange={setColour(drapeOf(pair[side]))} />
              </div>
            ))}
          </div>
        </div>
      )}

      <WhiteBalance state={white} gains={gains} ready={picture !== null} words={words} onTap={() => setWhite("tapping")} onCancel={() => setWhite("idle")} onReset={() => setGains(null)} />
    </div>
  );
}

function Problem({ problem, words }: { problem: CameraProblem | "photo" | null; words: ToolWords }) {
  if (!problem) return null;
  const text = { "no-camera": words.noCamera, denied: words.denied, failed: words.failed, photo: words.photoFailed }[problem];
  return (
    <p className="drapes-tool__problem" role="status">
      {text}
    </p>
  );
}

type WhiteBalanceProps = { state: WhiteState; gains: Gains | null; ready: boolean; words: ToolWords; onTap: () => void; onCancel: () => void; onReset: () => void };

/** "Tap the white sheet", what the tap did, and the SVG filter the pictures are corrected by. */
function WhiteBalance({ state, gains, ready, words, onTap, onCancel, onReset }: WhiteBalanceProps) {
  return (
    <div className="drapes-tool__white">
      {state === "idle" ? (
        <button type="button" className="button button--secondary" onClick={onTap} disabled={!ready}>
          {words.white}
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {words.whiteCancel}
        </button>
      )}
      {gains && state === "idle" ? (
        <button type="button" className="button button--secondary button--sm" onClick={onReset}>
          {words.whiteReset}
        </button>
      ) : null}
      <p role="status" className="drapes-tool__white-state">
        {state === "tapping" ? words.whiteNow : state === "too-dark" ? words.whiteTooDark : gains ? words.whiteDone : ""}
      </p>
      <svg className="drapes-tool__filter" width="0" height="0" aria-hidden="true" focusable="false">
        <filter id={WHITE_BALANCE_FILTER} colorInterpolationFilters="linearRGB">
          <feColorMatrix type="matrix" values={colorMatrixValues(gains ?? [1, 1, 1])} />
        </filter>
      </svg>
    </div>
  );
}
