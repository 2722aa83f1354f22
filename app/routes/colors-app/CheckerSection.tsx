import { Form } from "react-router";
import { lazy, Suspense, useState } from "react";
import type { CheckerAnswer, SeasonOption } from "~/color/colors-app-answers.server";
import { CHECK_THRESHOLDS } from "~/color/check-verdict";
import { CheckResult, useCheckStatus } from "./CheckResult";
import { useAnswerAsYouPick, useDebounced, useFollowingState, useHydrated } from "./hooks";
import { KeptChoices } from "./KeptChoices";
import { FieldError, ToolSelect } from "./ToolSelect";
import { TOOL_PATH, TOOL_PHOTO_ADDRESS, type Kept } from "./tool-query";
import { usePhotoAllowed } from "~/site/photo-on-device";
import { SCRIPTS_AFTER_LOAD } from "~/site/scripts-handle";
import { defineWords, useLocalPath, useWords } from "~/site/words";

/**
 * The photo part's script (canvas, taps, white balance and the ΔE00 formula), fetched only when a
 * visitor starts a photo check, so neither this page's first load nor any other page carries it.
 */
const loadPhotoChecker = () => import("./PhotoChecker");
const PhotoChecker = lazy(loadPhotoChecker);

const { close, borderline } = CHECK_THRESHOLDS;
const COMPLETE_HEX = /^#?[0-9a-f]{6}$/i;

const WORDS = defineWords({
  en: {
    title: "Check a garment against your palette",
    lead: "For the shop floor. Set the checker to your palette, then type the garment's hex code (many web shops give it) or check a photo of it: you see your palette's three nearest colours and how far each one is.",
    palette: "Your palette",
    choosePalette: "Choose a sub-season",
    type: "The garment's hex code",
    typeHint: "Six digits (0–9, a–f), with or without #, such as #b5651d.",
    check: "Check this colour",
    nearestIn: (palette: string) => `Nearest in ${palette} to`,
    scale: `How the distance is put into words: ΔE00 under ${close} is close. Side by side, two colours start to look different at about ΔE00 1 (2.3 in the older CIELAB measure), but a fabric in shop light, its photo and a screen differ by more, so up to ${close} counts as your colour. From ${close} to ${borderline} is borderline: a palette's neighbouring colours lie about ${borderline} apart, so the garment falls between two of yours; hold it against your face or your fabric swatch. From ${borderline} it is not yours: further from your palette than its own colours are from each other.`,
    photoTitle: "Check a photo",
    photoLead: "Take a photo of the garment, or choose one, and tap the garment. Tap something white in the same photo (a label, a receipt, a white shirt) to correct for the shop's light. The photo stays on your phone: it is never sent anywhere.",
    photoButton: "Take or choose a photo",
    photoOpen: "Open the photo check",
    choosePaletteFirst: "Choose your palette above, then check a photo against it.",
    needsJavaScript: "Checking a photo needs JavaScript, which is off in this browser. A typed hex code is checked without it.",
    opening: "Opening the photo…",
  },
  nl: {
    title: "Vergelijk een kledingstuk met jouw palet",
    lead: "Voor in de winkel. Zet de checker op jouw palet en typ dan de hexcode van het kledingstuk (veel webwinkels vermelden die) of controleer een foto ervan: je ziet de drie dichtstbijzijnde kleuren uit jouw palet en hoe ver elk ervan af ligt.",
    palette: "Jouw palet",
    choosePalette: "Kies een subseizoen",
    type: "Hexcode van het kledingstuk",
    typeHint: "Zes tekens (0–9, a–f), met of zonder #, bijvoorbeeld #b5651d.",
    check: "Controleer deze kleur",
    nearestIn: (palette: string) => `Dichtstbij in ${palette} bij`,
    scale: `Zo zetten we de afstand om in woorden: ΔE00 onder ${close} is dichtbij. Naast elkaar gaan twee kleuren er verschillend uitzien bij ongeveer ΔE00 1 (2,3 in de oudere CIELAB-maat), maar een stof in winkellicht, de foto ervan en een scherm verschillen meer, dus tot ${close} telt als jouw kleur. Van ${close} tot ${borderline} is een twijfelgeval: de naburige kleuren van een palet liggen zo'n ${borderline} uit elkaar, dus het kledingstuk valt tussen twee van jouw kleuren in; houd het tegen je gezicht of naast je stoffen kleurstaal. Vanaf ${borderline} is het niet jouw kleur: verder van je palet dan de kleuren van het palet onderling.`,
    photoTitle: "Controleer een foto",
    photoLead: "Maak een foto van het kledingstuk of kies er een, en tik op het kledingstuk. Tik op iets wits in dezelfde foto (een label, een kassabon, een wit shirt) om te corrigeren voor het licht in de winkel. De foto blijft op je telefoon: hij wordt nergens naartoe gestuurd.",
    photoButton: "Maak of kies een foto",
    photoOpen: "Open de fotocontrole",
    choosePaletteFirst: "Kies hierboven jouw palet en controleer daarna een foto.",
    needsJavaScript: "Een foto controleren kan alleen met JavaScript, en dat staat uit in deze browser. Een getypte hexcode werkt ook zonder.",
    opening: "De foto wordt geopend…",
  },
});

/** The shop-floor checker: a sub-season's palette, and a typed hex code or (with JavaScript) a photo checked against it. */
export function CheckerSection({ checker, options, kept }: { checker: CheckerAnswer; options: SeasonOption[]; kept: Kept }) {
  const answerAsYouPick = useAnswerAsYouPick();
  const later = useDebounced(250);
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const status = useCheckStatus();
  const { palette, color } = checker;
  const [chosen, setChosen] = useFollowingState(palette?.slug ?? "");
  const [typed, setTyped] = useFollowingState(color.state === "none" ? "" : color.input);
  const invalid = color.state === "invalid";
  // A half-typed hex code stays out of the answer asked for when the palette changes.
  const incomplete = (value: string) => (COMPLETE_HEX.test(value.trim()) ? [] : ["checkColor"]);

  return (
    <section id="checker" className="section section--alt" aria-labelledby="checker-title">
      <div className="container">
        <h2 id="checker-title">{words.title}</h2>
        <p>{words.lead}</p>
        <Form method="get" action={localPath(`${TOOL_PATH}#checker`)} className="form tool-form tool-form--row" preventScrollReset>
          <KeptChoices values={kept} except={["check", "checkColor"]} />
          <ToolSelect
            id="check-palette"
            name="check"
            label={words.palette}
            placeholder={words.choosePalette}
            value={chosen}
            error={checker.paletteError ?? undefined}
            onChange={(event) => {
              const form = event.currentTarget.form;
              setChosen(event.currentTarget.value);
              if (form && event.currentTarget.value) answerAsYouPick(form, incomplete(typed));
            }}
          >
            {options.map((group) => (
              <optgroup key={group.slug} label={group.name}>
                {group.subSeasons.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </ToolSelect>
          <div className={`field${invalid ? " field--invalid" : ""}`}>
            <label htmlFor="check-colour">{words.type}</label>
            <p id="check-colour-hint" className="field__hint">
              {words.typeHint}
            </p>
            <input
              id="check-colour"
              type="text"
              name="checkColor"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="#b5651d"
              value={typed}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "check-colour-hint check-colour-error" : "check-colour-hint"}
              onChange={(event) => {
                const form = event.currentTarget.form;
                const value = event.currentTarget.value;
                setTyped(value);
                later(form && chosen && COMPLETE_HEX.test(value.trim()) ? () => answerAsYouPick(form) : null);
              }}
            />
            <FieldError id="check-colour-error" message={invalid ? color.message : undefined} />
          </div>
          <button type="submit" className="button button--primary">
            {words.check}
          </button>
        </Form>

        <p className="visually-hidden" role="status">
          {color.state === "checked" && palette ? status(palette.name, color.matches) : invalid ? color.message : ""}
        </p>
        {color.state === "checked" && palette ? <CheckResult heading={words.nearestIn(palette.name)} level={3} hex={color.hex} matches={color.matches} /> : null}
        <p className="field__hint">{words.scale}</p>

        <PhotoCheck palette={palette} kept={kept} />
      </div>
    </section>
  );
}

/**
 * "Check a photo". A photo is opened only in a document loaded at an answer address, sent with its
 * own opener policy (app/site/photo-on-device.ts): there, with JavaScript, a camera or file input
 * whose photo is opened on the device. Elsewhere (the kept page, or one reached by a client
 * navigation from it) a plain link loads this address again with `photo`. Without JavaScript, why not.
 */
function PhotoCheck({ palette, kept }: { palette: CheckerAnswer["palette"]; kept: Kept }) {
  const hydrated = useHydrated();
  const allowed = usePhotoAllowed(TOOL_PHOTO_ADDRESS);
  const localPath = useLocalPath();
  const words = useWords(WORDS);
  const [photo, setPhoto] = useState<{ file: File; key: number } | null>(null);
  const withoutScript = <p className="when-no-scripting">{words.needsJavaScript}</p>;
  if (!allowed) {
    // From the loader's answer, not the address: a kept page is rendered for its trimmed address.
    const query = new URLSearchParams(Object.entries(kept).filter(([, value]) => value !== ""));
    query.set("photo", "1");
    return (
      <div className="photo-check">
        <h3 id="photo-check-title">{words.photoTitle}</h3>
        {withoutScript}
        {palette ? (
          <div className="when-scripting">
            <p>{words.photoLead}</p>
            <p>
              <a className="button button--secondary" href={`${localPath(TOOL_PATH)}?${query.toString()}#photo-check-title`}>
                {words.photoOpen}
              </a>
            </p>
          </div>
        ) : (
          <p className="when-scripting">{words.choosePaletteFirst}</p>
        )}
      </div>
    );
  }
  // At an answer address the page's scripts start after load: the photo check, and the answers as you pick.
  return (
    <div className="photo-check" {...{ [SCRIPTS_AFTER_LOAD]: "" }}>
      <h3 id="photo-check-title">{words.photoTitle}</h3>
      {!hydrated ? (
        withoutScript
      ) : !palette ? (
        <p>{words.choosePaletteFirst}</p>
      ) : (
        <>
          <p>{words.photoLead}</p>
          {/* No form and no name: the chosen photo belongs to no submission, only to the canvas below. */}
          <input
            id="check-photo"
            className="photo-check__input"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) setPhoto({ file, key: Date.now() });
            }}
          />
          {/* Fetched as the camera opens, so the photo is answered at once when it comes back. */}
          <label htmlFor="check-photo" className="button button--secondary" onClick={() => void loadPhotoChecker()}>
            {words.photoButton}
          </label>
          {photo ? (
            <Suspense fallback={<p>{words.opening}</p>}>
              <PhotoChecker key={photo.key} file={photo.file} palette={palette} />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
