import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/Button";
import { describedBy, FieldShell } from "~/components/forms";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    hint: (photoMb: number, postMb: number, room: number) =>
      `JPEG, PNG, WebP or HEIC (as iPhones take them), up to ${photoMb} MB a photo and ${postMb} MB a time. You can add ${room} more.`,
    full: "You have sent the most photos we take. Remove one to add another.",
    atMost: (room: number) => `You can add ${room} more photos: choose ${room} at most.`,
    tooLarge: (name: string, mb: number) => `"${name}" is larger than ${mb} MB. Send the photo as your phone took it, or export it smaller.`,
    choose: "Choose photos",
    chosen: "Photos chosen",
    preview: (name: string) => `Preview of ${name}`,
    noPreview: "No preview in this browser",
    uploadingOf: (name: string) => `Uploading ${name}`,
    upload: "Upload photos",
    uploading: "Uploading…",
    failed: (name: string) => `"${name}" could not be uploaded. Try again.`,
    broken: (name: string) => `"${name}" could not be uploaded: the connection broke off. Try again.`,
  },
  nl: {
    hint: (photoMb: number, postMb: number, room: number) =>
      `JPEG, PNG, WebP of HEIC (zoals iPhones ze maken), tot ${photoMb} MB per foto en ${postMb} MB per keer. Je kunt er nog ${room} toevoegen.`,
    full: "Je hebt het maximale aantal foto's gestuurd. Verwijder er een om een andere toe te voegen.",
    atMost: (room: number) => `Je kunt er nog ${room} toevoegen: kies er hooguit ${room}.`,
    tooLarge: (name: string, mb: number) => `"${name}" is groter dan ${mb} MB. Stuur de foto zoals je telefoon hem heeft gemaakt, of exporteer hem kleiner.`,
    choose: "Kies foto's",
    chosen: "Gekozen foto's",
    preview: (name: string) => `Voorbeeld van ${name}`,
    noPreview: "Geen voorbeeld in deze browser",
    uploadingOf: (name: string) => `${name} wordt geüpload`,
    upload: "Foto's uploaden",
    uploading: "Bezig met uploaden…",
    failed: (name: string) => `"${name}" kon niet worden geüpload. Probeer het opnieuw.`,
    broken: (name: string) => `"${name}" kon niet worden geüpload: de verbinding viel weg. Probeer het opnieuw.`,
  },
});

type Words = (typeof WORDS)["en"];

const MB = 1024 * 1024;
const PREVIEW_SIZE = 160;

type Chosen = { key: string; file: File; progress: number; preview: "waiting" | "shown" | "none" };

type Props = {
  /** The page's own address: the form posts there. */
  action: string;
  accept: string;
  /** How many more photos fit, and each one's and each post's largest size, in bytes. */
  room: number;
  maxBytes: number;
  postBytes: number;
  error?: string;
  /** A problem found in the browser, for the page's error summary; null clears it. */
  onProblem: (message: string | null) => void;
};

/**
 * The upload: a plain multipart form (one or several photos a post) that works without JavaScript.
 * With it, the chosen photos are previewed (drawn on canvases, so the page's Content-Security-Policy
 * needs no `blob:` images) and sent one a request, each with its own progress bar, to the same
 * action; the server's answer to each is the page itself, whose error summary says what went wrong.
 */
export function PhotoUploadForm({ action, accept, room, maxBytes, postBytes, error, onProblem }: Props) {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const canvases = useRef(new Map<string, HTMLCanvasElement>());
  const id = "analysis-photos";
  const words = useWords(WORDS);
  const hint = words.hint(maxBytes / MB, postBytes / MB, room);

  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    adopt([...(event.currentTarget.files ?? [])]);
  }

  function adopt(files: File[]) {
    const next = files.map((file, index) => ({ key: `${index}-${file.name}-${file.size}`, file, progress: 0, preview: "waiting" as const }));
    setChosen(next);
    onProblem(null);
    for (const item of next) void drawPreview(item);
  }

  async function drawPreview(item: Chosen) {
    let shown: Chosen["preview"] = "none";
    try {
      const bitmap = await createImageBitmap(item.file);
      // The canvas is drawn once React has put it on the page.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const canvas = canvases.current.get(item.key);
      if (canvas) {
        const scale = Math.min(1, PREVIEW_SIZE / Math.max(bitmap.width, bitmap.height));
        canvas.width = Math.max(1, Math.round(bitmap.width * scale));
        canvas.height = Math.max(1, Math.round(bitmap.height * scale));
        canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        shown = "shown";
      }
      bitmap.close();
    } catch {
      // HEIC outside Safari: no preview, the photo is sent as it is.
    }
    setChosen((items) => items.map((other) => (other.key === item.key ? { ...other, preview: shown } : other)));
  }

  // Photos chosen before the page's script took over (on a slow phone) are previewed once it has:
  // once, on hydration; later choices come through onChange.
  useEffect(() => {
    if (input.current?.files?.length) adopt([...input.current.files]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send(event: FormEvent<HTMLFormElement>) {
    if (chosen.length === 0 || typeof XMLHttpRequest === "undefined") return;
    event.preventDefault();
    const large = chosen.find(({ file }) => file.size > maxBytes);
    if (chosen.length > room) return onProblem(room === 0 ? words.full : words.atMost(room));
    if (large) return onProblem(words.tooLarge(large.file.name, maxBytes / MB));
    setBusy(true);
    onProblem(null);
    for (const item of chosen) {
      const problem = await upload(action, item.file, words, (progress) => setChosen((items) => items.map((other) => (other.key === item.key ? { ...other, progress } : other))));
      if (problem) {
        setBusy(false);
        // The photos sent before this one are stored: the page shows them once it is loaded again.
        onProblem(problem);
        return;
      }
    }
    window.location.assign(`${action}?done=added`);
  }

  return (
    <form method="post" encType="multipart/form-data" action={action} className="form analysis-upload" onSubmit={send}>
      <input type="hidden" name="intent" value="upload" />
      <FieldShell id={id} label={words.choose} hint={hint} error={error}>
        <input ref={input} id={id} name="photos" type="file" multiple accept={accept} onChange={choose} disabled={busy} {...describedBy({ id, hint, error })} />
      </FieldShell>
      {chosen.length > 0 ? (
        <ul className="analysis-upload__chosen" aria-label={words.chosen}>
          {chosen.map((item) => (
            <li key={item.key}>
              <canvas
                ref={(canvas) => void (canvas ? canvases.current.set(item.key, canvas) : canvases.current.delete(item.key))}
                hidden={item.preview !== "shown"}
                role="img"
                aria-label={words.preview(item.file.name)}
              />
              {item.preview === "none" ? <span className="analysis-photo__placeholder">{words.noPreview}</span> : null}
              <span className="analysis-upload__name">{item.file.name}</span>
              {/* Not <progress>: Chromium draws its bar with inline styles, which the page's Content-Security-Policy reports. React sets this width through the CSSOM, which it allows. */}
              <span
                className="analysis-upload__progress"
                role="progressbar"
                aria-label={words.uploadingOf(item.file.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
                hidden={!busy && item.progress === 0}
              >
                <span style={{ width: `${item.progress}%` }} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" text={words.upload} variant="secondary" loading={busy} progressText={words.uploading} />
    </form>
  );
}

/** Posts one photo with progress; null when it was stored, else what the page said went wrong. */
function upload(action: string, file: File, words: Words, onProgress: (percent: number) => void): Promise<string | null> {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("photos", file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", action);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => resolve(request.status < 400 ? null : (problemOf(request.responseText) ?? words.failed(file.name)));
    request.onerror = () => resolve(words.broken(file.name));
    request.send(body);
  });
}

/**
 * The first problem of the error summary in the page that came back, as text. Read from the HTML's
 * text, not parsed as a document: a document made from it would carry its own inline styles, which
 * this page's Content-Security-Policy refuses and reports.
 */
function problemOf(html: string): string | null {
  const item = /<ul class="error-summary__list">\s*<li>([\s\S]*?)<\/li>/.exec(html)?.[1];
  if (!item) return html.startsWith("<") ? null : html.trim().slice(0, 300) || null;
  // A textarea's content is text only: entities decoded, nothing run or styled.
  const decoder = document.createElement("textarea");
  decoder.innerHTML = item.replace(/<[^>]*>/g, "");
  return decoder.value.trim() || null;
}
