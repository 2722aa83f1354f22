import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { CheckerPalette } from "~/color/colors-app-answers.server";
import { nearestInPalette } from "~/color/palette-checker";
import { correctedForWhite, hexOf, isUsableWhite, patchAverage, PATCH_SIZE, type Rgb } from "~/color/photo-color";
import { CheckResult, useCheckStatus } from "./CheckResult";
import { defineWords, useWords } from "~/site/words";

/*
 * The photo check, loaded only when a visitor picks a photo (CheckerSection.tsx). The photo is
 * decoded and drawn here, on the device: no object URL, no upload, no request of any kind. A tap
 * reads a small square of the canvas, and the answer is worked out in this script.
 */

/** Phones refuse canvases above about 16.7 million pixels (iOS Safari); a larger photo is drawn smaller. */
const MAX_CANVAS_PIXELS = 16_000_000;

const WORDS = defineWords({
  en: {
    photo: "Your photo. Tap the garment, or something white.",
    nextTap: "Your next tap picks",
    garment: "the garment",
    white: "something white",
    tapGarment: "Tap the garment on the photo.",
    tapWhite: "Tap something white on the photo: a label, a receipt, a white shirt.",
    asPhotographed: "As photographed:",
    whiteReference: "White reference:",
    corrected: "Corrected for the white:",
    notWhite: "That spot is too dark to be the white. Tap a white label, sheet or shirt in good light.",
    unreadable: "This photo could not be opened. Try another one, such as a JPEG or PNG.",
    forgetWhite: "Forget the white",
  },
  nl: {
    photo: "Jouw foto. Tik op het kledingstuk of op iets wits.",
    nextTap: "Je volgende tik kiest",
    garment: "het kledingstuk",
    white: "iets wits",
    tapGarment: "Tik op het kledingstuk in de foto.",
    tapWhite: "Tik op iets wits in de foto: een label, een kassabon, een wit shirt.",
    asPhotographed: "Zoals gefotografeerd:",
    whiteReference: "Witreferentie:",
    corrected: "Gecorrigeerd voor het wit:",
    notWhite: "Die plek is te donker om het wit te zijn. Tik op een wit label, vel of shirt in goed licht.",
    unreadable: "Deze foto kan niet worden geopend. Probeer een andere, bijvoorbeeld een JPEG of PNG.",
    forgetWhite: "Vergeet het wit",
  },
});

type Spot = { x: number; y: number; color: Rgb };
type Target = "garment" | "white";

export default function PhotoChecker({ file, palette }: { file: File; palette: CheckerPalette }) {
  const words = useWords(WORDS);
  const status = useCheckStatus();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"opening" | "ready" | "failed">("opening");
  const [target, setTarget] = useState<Target>("garment");
  const [garment, setGarment] = useState<Spot | null>(null);
  const [white, setWhite] = useState<Spot | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    let cancelled = false;
    createImageBitmap(file, { imageOrientation: "from-image" })
      .then((bitmap) => {
        const element = canvas.current;
        const context = element?.getContext("2d", { willReadFrequently: true });
        if (cancelled || !element || !context) return bitmap.close();
        const scale = Math.min(1, Math.sqrt(MAX_CANVAS_PIXELS / (bitmap.width * bitmap.height)));
        element.width = Math.max(1, Math.round(bitmap.width * scale));
        element.height = Math.max(1, Math.round(bitmap.height * scale));
        context.drawImage(bitmap, 0, 0, element.width, element.height);
        bitmap.close();
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [file]);

  function tap(event: MouseEvent<HTMLCanvasElement>) {
    const element = event.currentTarget;
    const context = element.getContext("2d", { willReadFrequently: true });
    if (!context || state !== "ready") return;
    const box = element.getBoundingClientRect();
    const x = Math.min(element.width - 1, Math.max(0, Math.floor(((event.clientX - box.left) * element.width) / box.width)));
    const y = Math.min(element.height - 1, Math.max(0, Math.floor(((event.clientY - box.top) * element.height) / box.height)));
    // Only the square around the tap is read, at the photo's own resolution.
    const half = Math.floor(PATCH_SIZE / 2);
    const left = Math.max(0, x - half);
    const top = Math.max(0, y - half);
    const width = Math.min(element.width, x + half + 1) - left;
    const height = Math.min(element.height, y + half + 1) - top;
    const color = patchAverage(context.getImageData(left, top, width, height).data, width, height, x - left, y - top);
    const spot = { x: x / element.width, y: y / element.height, color };
    if (target === "garment") {
      setGarment(spot);
      return;
    }
    const usable = isUsableWhite(color);
    setRefused(!usable);
    if (usable) {
      setWhite(spot);
      setTarget("garment");
    }
  }

  const rawHex = garment ? hexOf(garment.color) : null;
  const correctedHex = garment && white ? hexOf(correctedForWhite(garment.color, white.color)) : null;
  const rawMatches = rawHex ? nearestInPalette(rawHex, palette.colors) : [];
  const correctedMatches = correctedHex ? nearestInPalette(correctedHex, palette.colors) : [];

  if (state === "failed") return <p className="field__error">{words.unreadable}</p>;
  return (
    <div className="photo-checker">
      <fieldset className="photo-checker__target">
        <legend>{words.nextTap}</legend>
        {(["garment", "white"] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="photo-target" value={option} checked={target === option} onChange={() => setTarget(option)} /> {words[option]}
          </label>
        ))}
      </fieldset>
      <p>{target === "garment" ? words.tapGarment : words.tapWhite}</p>
      {refused ? <p className="field__error">{words.notWhite}</p> : null}
      <div className="photo-checker__frame">
        {/* The hex code field above is the way to the same answer without a pointer. */}
        <canvas ref={canvas} className="photo-checker__photo" role="img" aria-label={words.photo} onClick={tap} width={1} height={1} />
        {garment ? <span className="photo-checker__mark" style={{ left: `${garment.x * 100}%`, top: `${garment.y * 100}%` }} aria-hidden="true" /> : null}
        {white ? <span className="photo-checker__mark photo-checker__mark--white" style={{ left: `${white.x * 100}%`, top: `${white.y * 100}%` }} aria-hidden="true" /> : null}
      </div>
      <p className="visually-hidden" role="status">
        {status(palette.name, correctedMatches.length ? correctedMatches : rawMatches)}
      </p>
      {white ? (
        <p className="photo-checker__white">
          <span className="match-heading__chip" style={{ backgroundColor: hexOf(white.color) }} aria-hidden="true" /> {words.whiteReference} <code>{hexOf(white.color)}</code>{" "}
          <button type="button" className="button button--sm button--secondary" onClick={() => setWhite(null)}>
            {words.forgetWhite}
          </button>
        </p>
      ) : null}
      {rawHex ? <CheckResult heading={words.asPhotographed} level={4} hex={rawHex} matches={rawMatches} /> : null}
      {correctedHex ? <CheckResult heading={words.corrected} level={4} hex={correctedHex} matches={correctedMatches} /> : null}
    </div>
  );
}
